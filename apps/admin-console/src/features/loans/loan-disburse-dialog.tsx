// Disbursing pays the approved amount out and creates the monthly repayment plan; the admin sees that plan
// (installments, due dates, amounts) before confirming, and may move the first due date.
import { isApiError } from '@crewbase/api-client';
import {
  buildRepaymentPlan,
  disburseLoanInputSchema,
  firstRepaymentDate,
  fromMinorUnits,
  toMinorUnits,
  todayIso,
  type DisburseLoanInput,
  type LoanRequest,
} from '@crewbase/domain';
import { applyFieldErrors, formatDate, formatMoney, FormDatePicker, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

export interface LoanDisburseDialogProps {
  open: boolean;
  loan: Pick<LoanRequest, 'amount' | 'amountRequested' | 'repaymentMonths' | 'staff'>;
  onClose: () => void;
  onSubmit: (input: DisburseLoanInput) => Promise<unknown>;
  onSucceeded: () => void;
  onFailed: (error: unknown) => void;
  /** Today's date (YYYY-MM-DD); tests pin it. */
  today?: string;
}

export function disburseLoanFormSchema(today: string) {
  return z.object({
    firstDueDate: z
      .custom<Dayjs | null>((value) => value === null || dayjs.isDayjs(value), 'Use a date written as DD/MM/YYYY.')
      .superRefine((value, ctx) => {
        if (value === null) return ctx.addIssue({ code: 'custom', message: 'Choose when the first installment is due.' });
        if (!value.isValid()) return ctx.addIssue({ code: 'custom', message: 'Use a date written as DD/MM/YYYY.' });
        if (value.format('YYYY-MM-DD') <= today) ctx.addIssue({ code: 'custom', message: 'The first installment must fall due after today.' });
      }),
    note: z.string().trim().max(500, 'Keep the note under 500 characters.'),
  });
}
type DisburseLoanForm = z.infer<ReturnType<typeof disburseLoanFormSchema>>;

export function LoanDisburseDialog({ open, loan, onClose, onSubmit, onSucceeded, onFailed, today = todayIso() }: LoanDisburseDialogProps) {
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const amount = loan.amount ?? loan.amountRequested;
  const { control, handleSubmit, setError, formState } = useForm<DisburseLoanForm>({
    resolver: zodResolver(disburseLoanFormSchema(today)),
    defaultValues: { firstDueDate: dayjs(firstRepaymentDate(today)), note: '' },
  });
  const firstDue = useWatch({ control, name: 'firstDueDate' });
  const firstDueIso = firstDue && dayjs.isDayjs(firstDue) && firstDue.isValid() ? firstDue.format('YYYY-MM-DD') : null;
  const plan = useMemo(
    () => (firstDueIso ? buildRepaymentPlan(toMinorUnits(amount), loan.repaymentMonths, firstDueIso) : []),
    [amount, loan.repaymentMonths, firstDueIso],
  );

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const input = disburseLoanInputSchema.parse({
      firstDueDate: values.firstDueDate?.format('YYYY-MM-DD'),
      note: values.note || undefined,
    });
    try {
      await onSubmit(input);
      onSucceeded();
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        if (applyFieldErrors(setError, error.fieldErrors(), ['firstDueDate', 'note']) === 0) setFormError(error.message);
        return;
      }
      onFailed(error);
    }
  });

  return (
    <Dialog open={open} onClose={formState.isSubmitting ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Disburse loan</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} noValidate spacing={2.5} onSubmit={submit} sx={{ pt: 1 }} aria-labelledby={titleId}>
          <Typography>
            Pay {formatMoney(amount)} to {loan.staff.fullName}, repaid in {loan.repaymentMonths} monthly{' '}
            {loan.repaymentMonths === 1 ? 'installment' : 'installments'}.
          </Typography>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <FormDatePicker control={control} name="firstDueDate" label="First installment due" required disablePast />
          <FormTextField control={control} name="note" label="Note for the record (optional)" multiline minRows={2} />
          {plan.length > 0 && (
            <TableContainer sx={{ maxHeight: 240 }}>
              <Table size="small" stickyHeader aria-label="Repayment plan to be created">
                <TableHead>
                  <TableRow>
                    <TableCell>Installment</TableCell>
                    <TableCell>Due</TableCell>
                    <TableCell align="right">Amount</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {plan.map((installment) => (
                    <TableRow key={installment.number}>
                      <TableCell>{installment.number}</TableCell>
                      <TableCell>{formatDate(installment.dueDate, { month: 'short' })}</TableCell>
                      <TableCell align="right">{formatMoney(fromMinorUnits(installment.amountMinor))}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button variant="adminPrimary" type="submit" form={`${titleId}-form`} loading={formState.isSubmitting}>
          Disburse
        </Button>
      </DialogActions>
    </Dialog>
  );
}
