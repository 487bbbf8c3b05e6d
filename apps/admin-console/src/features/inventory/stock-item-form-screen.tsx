// /admin/inventory/procure/stock-items/create and /edit/{id}: an item's name, category, unit, reorder level and unit
// cost. Its stock is never typed in: it starts at 0 and only the ledger (receipts, issues, adjustments) moves it.
import { inventoryQueries, useInventoryMutations } from '@crewbase/data-access-inventory';
import { createStockItemInputSchema, moneyProblem, type StockItem } from '@crewbase/domain';
import { FormSelect, FormTextField, FormTextarea } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { generatePath, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { RecordLoader } from '../performance/record-loader';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';
import { useCategoryOptions } from './inventory-options';

const stockItemFormSchema = z.object({
  name: createStockItemInputSchema.shape.name,
  description: z.string().trim().max(1000, 'Use at most 1000 characters.'),
  categoryId: z.string().min(1, 'Choose a category.'),
  unit: createStockItemInputSchema.shape.unit,
  reorderLevel: z.string().trim().regex(/^\d+$/, 'Give the reorder level as a whole number of 0 or more.'),
  unitCost: z.string().trim().refine((value) => value === '' || moneyProblem(value) === null, { message: 'Enter the unit cost in naira, e.g. 1500.00.' }),
});
type StockItemForm = z.input<typeof stockItemFormSchema>;
const FIELDS = ['name', 'description', 'categoryId', 'unit', 'reorderLevel', 'unitCost'] as const;

export function StockItemFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const item = useQuery({ ...inventoryQueries.stockItem(id), enabled: mode === 'edit' });
  if (mode === 'create') return <StockItemFormView />;
  return (
    <RecordLoader query={item} what="this stock item" backTo={{ label: 'Back to stock items', to: paths.inventoryStockItems }}>
      {(data) => <StockItemFormView key={data.id} item={data} />}
    </RecordLoader>
  );
}

function StockItemFormView({ item }: { item?: StockItem }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fromSetup = searchParams.get('from') === 'setup';
  const { create, update } = useInventoryMutations('stockItem');
  const categories = useCategoryOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<StockItemForm>({
    resolver: zodResolver(stockItemFormSchema),
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      categoryId: item?.category.id ?? searchParams.get('categoryId') ?? '',
      unit: item?.unit ?? '',
      reorderLevel: String(item?.reorderLevel ?? 0),
      unitCost: item?.unitCost ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const input = {
      name: values.name,
      description: values.description.trim() || null,
      categoryId: values.categoryId,
      unit: values.unit,
      reorderLevel: Number(values.reorderLevel),
      unitCost: values.unitCost.trim() || null,
    };
    try {
      const saved = item ? await update.mutateAsync({ id: item.id, input }) : await create.mutateAsync(input);
      const notice = item ? 'Stock item saved.' : `The item ${saved.name} was added.`;
      navigate(fromSetup ? paths.inventorySetup : generatePath(paths.inventoryStockItemDetail, { id: saved.id }), { replace: true, state: { notice } });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS));
    }
  });

  return (
    <RequestFormCard
      title={item ? 'Edit stock item' : 'Add item'}
      intro={item ? undefined : 'A new item starts with no stock: receive a procurement (or adjust its stock) to bring some in.'}
      onSubmit={onSubmit}
      submitLabel={item ? 'Save item' : 'Add item'}
      submitting={create.isPending || update.isPending}
      formError={formError}
      cancelTo={fromSetup ? paths.inventorySetup : item ? generatePath(paths.inventoryStockItemDetail, { id: item.id }) : paths.inventoryStockItems}
    >
      <FormTextField control={control} name="name" label="Item name" required />
      <FormSelect control={control} name="categoryId" label="Category" required options={categories.options} helperText={categories.loadError} />
      <FormTextField control={control} name="unit" label="Unit" required helperText="How it is counted: piece, box, ream, litre." />
      <FormTextField control={control} name="reorderLevel" label="Reorder level" required helperText="At or below this the item shows as Low." />
      <FormTextField control={control} name="unitCost" label="Unit cost (₦)" helperText="Optional; each receipt sets it to what was paid." />
      <FormTextarea control={control} name="description" label="Description" minRows={2} />
      {item && (
        <Typography color="text.secondary">
          In stock: {item.availableStock} {item.unit}. Stock changes only through receipts, issues and adjustments.
        </Typography>
      )}
    </RequestFormCard>
  );
}
