// /admin/medical-assistance/create: an admin records a medical assistance request for a staff member (documents
// are attached by the staff member from the staff portal). It starts pending like any request.
import { useCreateAdminMedicalAssistance } from '@crewbase/data-access-medical';
import { moneyProblem, requestReasonSchema } from '@crewbase/domain';
import { FormTextField } from '@crewbase/ui';
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

const newMedicalFormSchema = z.object({
  staff: z.custom<StaffOption | null>().refine((value) => value !== null, 'Choose a staff member.'),
  amount: z
    .string()
    .trim()
    .min(1, 'Enter the amount needed.')
    .superRefine((value, ctx) => {
      const problem = moneyProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  reason: requestReasonSchema,
});
type NewMedicalForm = z.input<typeof newMedicalFormSchema>;

const FIELDS = ['staff', 'amount', 'reason'] as const;

export function NewMedicalScreen() {
  const navigate = useNavigate();
  const create = useCreateAdminMedicalAssistance();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<NewMedicalForm>({
    resolver: zodResolver(newMedicalFormSchema),
    defaultValues: { staff: null, amount: '', reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await create.mutateAsync({ staffId: values.staff!.id, amount: values.amount, reason: values.reason, documents: [] });
      navigate(generatePath(paths.medicalDetail, { id: saved.id }), { replace: true, state: { notice: 'Medical assistance request added.' } });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS));
    }
  });

  return (
    <RequestFormCard
      title="New medical assistance"
      intro="Record a medical assistance request for a staff member. It waits for approval like any request."
      onSubmit={onSubmit}
      submitLabel="Create request"
      submitting={create.isPending}
      formError={formError}
      cancelTo={paths.medicals}
    >
      <StaffPickerField control={control} name="staff" />
      <FormTextField control={control} name="amount" label="Amount (₦)" required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <FormTextField control={control} name="reason" label="Reason" required multiline minRows={3} />
    </RequestFormCard>
  );
}
