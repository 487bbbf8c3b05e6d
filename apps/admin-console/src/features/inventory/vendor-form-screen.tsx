// /admin/inventory/procure/vendors/create and /edit/{id}: a vendor's name, contact, address and bank details. The
// server's refusals (a name taken, an account number that is not ten digits) show beside their fields.
import { inventoryQueries, useInventoryMutations } from '@crewbase/data-access-inventory';
import { createVendorInputSchema, type Vendor } from '@crewbase/domain';
import { FormTextField, FormTextarea } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { generatePath, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { RecordLoader } from '../performance/record-loader';
import { RequestFormCard } from '../requests/request-form-card';
import { placeSubmitProblem } from '../requests/submit-problem';

const vendorFormSchema = z.object({
  name: z.string(),
  contactPerson: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  address: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
}).superRefine((values, ctx) => {
  // The API's own rules, so the browser says the same before sending.
  const parsed = createVendorInputSchema.safeParse(values);
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
type VendorForm = z.input<typeof vendorFormSchema>;
const FIELDS = ['name', 'contactPerson', 'phoneNumber', 'email', 'address', 'bankName', 'accountName', 'accountNumber'] as const;

export function VendorFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const vendor = useQuery({ ...inventoryQueries.vendor(id), enabled: mode === 'edit' });
  if (mode === 'create') return <VendorFormView />;
  return (
    <RecordLoader query={vendor} what="this vendor" backTo={{ label: 'Back to vendors', to: paths.inventoryVendors }}>
      {(data) => <VendorFormView key={data.id} vendor={data} />}
    </RecordLoader>
  );
}

function VendorFormView({ vendor }: { vendor?: Vendor }) {
  const navigate = useNavigate();
  const { create, update } = useInventoryMutations('vendor');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<VendorForm>({
    resolver: zodResolver(vendorFormSchema),
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, vendor?.[field] ?? ''])) as VendorForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const input = createVendorInputSchema.parse(values);
    try {
      const saved = vendor ? await update.mutateAsync({ id: vendor.id, input }) : await create.mutateAsync(input);
      navigate(generatePath(paths.inventoryVendorDetail, { id: saved.id }), {
        replace: true,
        state: { notice: vendor ? 'Vendor saved.' : `The vendor ${saved.name} was added.` },
      });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS));
    }
  });

  return (
    <RequestFormCard
      title={vendor ? 'Edit vendor' : 'Add vendor'}
      intro="Who stock is bought from, and who repairs items sent for maintenance."
      onSubmit={onSubmit}
      submitLabel={vendor ? 'Save vendor' : 'Add vendor'}
      submitting={create.isPending || update.isPending}
      formError={formError}
      cancelTo={vendor ? generatePath(paths.inventoryVendorDetail, { id: vendor.id }) : paths.inventoryVendors}
    >
      <FormTextField control={control} name="name" label="Vendor name" required />
      <FormTextField control={control} name="contactPerson" label="Contact person" />
      <FormTextField control={control} name="phoneNumber" label="Phone number" type="tel" />
      <FormTextField control={control} name="email" label="Email" type="email" />
      <FormTextarea control={control} name="address" label="Address" minRows={2} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Bank details
      </Typography>
      <FormTextField control={control} name="bankName" label="Bank" />
      <FormTextField control={control} name="accountName" label="Account name" />
      <FormTextField control={control} name="accountNumber" label="Account number" />
    </RequestFormCard>
  );
}
