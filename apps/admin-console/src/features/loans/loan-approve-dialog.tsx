// Approving a loan sets what is actually lent and over how many monthly installments it is repaid: at most the
// amount asked for, at least one month. The plan itself is created when the money is disbursed.
import { isApiError } from '@crewbase/api-client';
import {
  approveLoanInputSchema,
  fromMinorUnits,
  moneyProblem,
  splitEvenly,
  toMinorUnits,
  type ApproveLoanInput,
  type LoanRequest,
} from '@crewbase/domain';
import { applyFieldErrors, formatMoney, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

export interface LoanApproveDialogProps {
  open: boolean;
  loan: Pick<LoanRequest, 'amountRequested' | 'repaymentMonths' | 'staff'>;
  /** The longest plan the company allows (request settings), when known. */
  maxRepaymentMonths?: number;
  onClose: () => void;
  onSubmit: (input: ApproveLoanInput) => Promise<unknown>;
  onSucceeded: () => void;
  /** What cannot be placed beside a field (409, 403, network). */
  onFailed: (error: unknown) => void;
}

const WHOLE_NUMBER = /^\d+$/;

export function approveLoanFormSchema(amountRequested: string, maxRepaymentMonths?: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, 'Enter the amount to approve.')
      .superRefine((value, ctx) => {
        const problem = moneyProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        else if (toMinorUnits(value) > toMinorUnits(amountRequested)) {
          ctx.addIssue({ code: 'custom', message: `Approve at most the ${formatMoney(amountRequested)} requested.` });
        }
      }),
    repaymentMonths: z
      .string()
      .trim()
      .min(1, 'Give the number of monthly installments.')
      .superRefine((value, ctx) => {
        if (!WHOLE_NUMBER.test(value)) ctx.addIssue({ code: 'custom', message: 'Use a whole number of months.' });
        else if (Number(value) < 1) ctx.addIssue({ code: 'custom', message: 'Repay over at least 1 month.' });
        else if (maxRepaymentMonths !== undefined && Number(value) > maxRepaymentMonths) {
          ctx.addIssue({ code: 'custom', message: `Repay over at most ${maxRepaymentMonths} months.` });
        }
      }),
    note: z.string().trim().max(500, 'Keep the note under 500 characters.'),
  });
}
type ApproveLoanForm = z.infer<ReturnType<typeof approveLoanFormSchema>>;

const FIELDS = ['amount', 'repaymentMonths', 'note'] as const;

/** "6 monthly installments of ₦25,000.00" for what the form holds, when it is valid. */
function planSummary(amount: string, months: string): string | null {
  if (moneyProblem(amount) || !WHOLE_NUMBER.test(months.trim()) || Number(months) < 1 || Number(months) > 1200) return null;
  const shares = splitEvenly(toMinorUnits(amount), Number(months));
  const first = formatMoney(fromMinorUnits(shares[0]));
  const last = formatMoney(fromMinorUnits(shares[shares.length - 1]));
  const count = shares.length === 1 ? '1 monthly installment' : `${shares.length} monthly installments`;
  return first === last ? `${count} of ${first}` : `${count}: ${first} first, down to ${last}`;
}

export function LoanApproveDialog({ open, loan, maxRepaymentMonths, onClose, onSubmit, onSucceeded, onFailed }: LoanApproveDialogProps) {
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ApproveLoanForm>({
    resolver: zodResolver(approveLoanFormSchema(loan.amountRequested, maxRepaymentMonths)),
    defaultValues: { amount: loan.amountRequested, repaymentMonths: String(loan.repaymentMonths), note: '' },
  });
  const [amount, months] = useWatch({ control, name: ['amount', 'repaymentMonths'] });
  const plan = planSummary(amount, months);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const input = approveLoanInputSchema.parse({
      amount: values.amount,
      repaymentMonths: Number(values.repaymentMonths),
      note: values.note || undefined,
    });
    try {
      await onSubmit(input);
      onSucceeded();
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const messages = error.fieldErrors();
        if (applyFieldErrors(setError, messages, FIELDS) === 0) setFormError(error.message);
        return;
      }
      onFailed(error);
    }
  });

  return (
    <Dialog open={open} onClose={formState.isSubmitting ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Approve loan</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} noValidate spacing={2.5} onSubmit={submit} sx={{ pt: 1 }} aria-labelledby={titleId}>
          <Typography color="text.secondary">
            {loan.staff.fullName} asked for {formatMoney(loan.amountRequested)} over {loan.repaymentMonths}{' '}
            {loan.repaymentMonths === 1 ? 'month' : 'months'}.
          </Typography>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <FormTextField control={control} name="amount" label="Approved amount (₦)" required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <FormTextField
            control={control}
            name="repaymentMonths"
            label="Monthly installments"
            required
            helperText={maxRepaymentMonths ? `At most ${maxRepaymentMonths}` : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Typography role="status" aria-live="polite" variant="body2">
            {plan ? `Repaid in ${plan}.` : ''}
          </Typography>
          <FormTextField control={control} name="note" label="Note for the record (optional)" multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button variant="adminPrimary" type="submit" form={`${titleId}-form`} loading={formState.isSubmitting}>
          Approve loan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
