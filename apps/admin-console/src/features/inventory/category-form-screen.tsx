// /admin/inventory/procure/categories/create: a category's name. A name already taken shows beside the field.
import { useInventoryMutations } from '@crewbase/data-access-inventory';
import { createItemCategoryInputSchema } from '@crewbase/domain';
import { FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';

export function CategoryFormScreen() {
  const navigate = useNavigate();
  // From setup: back to setup after adding, so the next step (items) is one click away.
  const fromSetup = useSearchParams()[0].get('from') === 'setup';
  const { create } = useInventoryMutations('category');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<{ name: string }>({
    resolver: zodResolver(createItemCategoryInputSchema),
    defaultValues: { name: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await create.mutateAsync(values);
      const notice = `The category ${saved.name} was added.`;
      navigate(fromSetup ? paths.inventorySetup : generatePath(paths.inventoryCategoryDetail, { id: saved.id }), { replace: true, state: { notice } });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, ['name']));
    }
  });

  return (
    <RequestFormCard
      title="Add category"
      intro="A category groups stock items, e.g. stationery, cleaning supplies, uniforms."
      onSubmit={onSubmit}
      submitLabel="Add category"
      submitting={create.isPending}
      formError={formError}
      cancelTo={fromSetup ? paths.inventorySetup : paths.inventoryCategories}
    >
      <FormTextField control={control} name="name" label="Category name" required />
    </RequestFormCard>
  );
}
