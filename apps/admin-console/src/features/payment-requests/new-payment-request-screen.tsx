// /admin/requests/create ("New Request"): a payment to or for a staff member in one of the spec's categories.
import { useCreatePaymentRequest } from '@crewbase/data-access-payment-requests';
import { moneyProblem, requestCategoryLabel, requestCategorySchema, requestReasonSchema } from '@crewbase/domain';
import { FormSelect, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { generatePath, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { RequestFormCard } from '../requests/request-form-card';
import type { StaffOption } from '../people-pickers/staff-picker';
import { StaffPickerField } from '../people-pickers/staff-picker-field';
import { placeSubmitProblem } from '../requests/submit-problem';

const newPaymentRequestFormSchema = z.object({
  staff: z.custom<StaffOption | null>().refine((value) => value !== null, 'Choose a staff member.'),
  category: z.union([requestCategorySchema, z.literal('')]).refine((value) => value !== '', 'Choose a category.'),
  amount: z
    .string()
    .trim()
    .min(1, 'Enter the amount.')
    .superRefine((value, ctx) => {
      const problem = moneyProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  description: requestReasonSchema,
});
type NewPaymentRequestForm = z.input<typeof newPaymentRequestFormSchema>;

const FIELDS = ['staff', 'category', 'amount', 'description'] as const;
const categoryOptions = requestCategorySchema.options.map((value) => ({ value, label: requestCategoryLabel(value) }));

export function NewPaymentRequestScreen() {
  const navigate = useNavigate();
  const create = useCreatePaymentRequest();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<NewPaymentRequestForm>({
    resolver: zodResolver(newPaymentRequestFormSchema),
    defaultValues: { staff: null, category: '', amount: '', description: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await create.mutateAsync({
        staffId: values.staff!.id,
        category: requestCategorySchema.parse(values.category),
        amount: values.amount,
        description: values.description,
      });
      navigate(generatePath(paths.requestDetail, { id: saved.id }), { replace: true, state: { notice: 'Payment request added.' } });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS));
    }
  });

  return (
    <RequestFormCard
      title="New request"
      intro="Raise a payment to or for a staff member. It waits for approval, then is disbursed when the money goes out."
      onSubmit={onSubmit}
      submitLabel="Create request"
      submitting={create.isPending}
      formError={formError}
      cancelTo={paths.requests}
    >
      <StaffPickerField control={control} name="staff" />
      <FormSelect control={control} name="category" label="Category" options={categoryOptions} required />
      <FormTextField control={control} name="amount" label="Amount (₦)" required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <FormTextField control={control} name="description" label="Description" required multiline minRows={3} />
    </RequestFormCard>
  );
}
