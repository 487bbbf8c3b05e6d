// /admin/loans/create: an admin records a loan request on behalf of a staff member, within what that person may
// still borrow (their balance, shown once they are chosen). It starts pending like any request.
import { loanQueries, useCreateAdminLoanRequest } from '@crewbase/data-access-loans';
import { moneyProblem, requestReasonSchema } from '@crewbase/domain';
import { formatMoney, FormFieldRow, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { generatePath, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { RequestFormCard } from '../requests/request-form-card';
import type { StaffOption } from '../people-pickers/staff-picker';
import { StaffPickerField } from '../people-pickers/staff-picker-field';
import { placeSubmitProblem } from '../requests/submit-problem';

const newLoanFormSchema = z.object({
  staff: z.custom<StaffOption | null>().refine((value) => value !== null, 'Choose a staff member.'),
  amountRequested: z
    .string()
    .trim()
    .min(1, 'Enter the amount to lend.')
    .superRefine((value, ctx) => {
      const problem = moneyProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  repaymentMonths: z
    .string()
    .trim()
    .min(1, 'Give the number of monthly installments.')
    .regex(/^\d+$/, 'Use a whole number of months.')
    .refine((value) => Number(value) >= 1, 'Repay over at least 1 month.'),
  reason: requestReasonSchema,
});
type NewLoanForm = z.input<typeof newLoanFormSchema>;

const FIELDS = ['staff', 'amountRequested', 'repaymentMonths', 'reason'] as const;

export function NewLoanScreen() {
  const navigate = useNavigate();
  const create = useCreateAdminLoanRequest();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<NewLoanForm>({
    resolver: zodResolver(newLoanFormSchema),
    defaultValues: { staff: null, amountRequested: '', repaymentMonths: '', reason: '' },
  });
  const staff = useWatch({ control, name: 'staff' });
  const balance = useQuery({ ...loanQueries.staffBalance(staff?.id ?? ''), enabled: Boolean(staff) });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await create.mutateAsync({
        staffId: values.staff!.id,
        amountRequested: values.amountRequested,
        repaymentMonths: Number(values.repaymentMonths),
        reason: values.reason,
      });
      navigate(generatePath(paths.loanDetail, { id: saved.id }), { replace: true, state: { notice: 'Loan request added.' } });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS));
    }
  });

  return (
    <RequestFormCard
      title="New loan"
      intro="Record a loan request for a staff member. It waits for approval like any request."
      onSubmit={onSubmit}
      submitLabel="Create loan request"
      submitting={create.isPending}
      formError={formError}
      cancelTo={paths.loans}
    >
      <StaffPickerField control={control} name="staff" />
      {staff && (
        <Typography role="status" variant="body2" color="text.secondary">
          {balance.data
            ? `${staff.fullName} may borrow up to ${formatMoney(balance.data.available)} more, over at most ${balance.data.maxRepaymentMonths} months (${formatMoney(balance.data.outstanding)} still owed).`
            : balance.isError
              ? 'Their loan balance could not be loaded.'
              : 'Loading their loan balance…'}
        </Typography>
      )}
      <FormFieldRow>
        <FormTextField control={control} name="amountRequested" label="Amount (₦)" required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <FormTextField control={control} name="repaymentMonths" label="Monthly installments" required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      </FormFieldRow>
      <FormTextField control={control} name="reason" label="Reason" required multiline minRows={3} />
    </RequestFormCard>
  );
}
