// The loan request form, for a new request and for changing a pending one: amount, months and reason, with the
// amount checked against what the person may still borrow while they type.
import { loanQueries } from '@crewbase/data-access-loans';
import { moneyProblem, toMinorUnits, fromMinorUnits, type LoanRequest } from '@crewbase/domain';
import { formatMoney, FormSelect, FormTextarea, FormTextField } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../app/apply-server-errors';
import { RequestFormFrame } from '../requests/request-form-frame';
import { installmentsLabel } from './loan-labels';

export interface LoanFormValues {
  amountRequested: string;
  repaymentMonths: number;
  reason: string;
}

interface LoanFormFields {
  amountRequested: string;
  repaymentMonths: string;
  reason: string;
}

export interface LoanFormProps {
  editing?: LoanRequest;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: LoanFormValues) => Promise<unknown>;
}

export function LoanForm({ editing, submitLabel, cancelTo, onSubmit }: LoanFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const balance = useQuery(loanQueries.myBalance());
  const { control, handleSubmit, setError, formState } = useForm<LoanFormFields>({
    defaultValues: {
      amountRequested: editing ? editing.amountRequested.replace(/\.00$/, '') : '',
      repaymentMonths: editing ? String(editing.repaymentMonths) : '',
      reason: editing?.reason ?? '',
    },
  });
  const [amount, months] = useWatch({ control, name: ['amountRequested', 'repaymentMonths'] });
  const maxMonths = balance.data?.maxRepaymentMonths ?? 12;
  const check = amountCheck(amount, Number(months) || null, balance.data?.available, editing);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit({ amountRequested: values.amountRequested.trim(), repaymentMonths: Number(values.repaymentMonths), reason: values.reason });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['amountRequested', 'repaymentMonths', 'reason']));
    }
  });

  return (
    <RequestFormFrame onSubmit={submit} submitLabel={submitLabel} cancelTo={cancelTo} formError={formError} submitting={formState.isSubmitting}>
      <FormTextField
        control={control}
        name="amountRequested"
        label="Amount (₦)"
        required
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        rules={{ validate: (value: string) => (value.trim() === '' ? 'Enter the amount you need.' : (moneyProblem(value) ?? true)) }}
      />
      <FormSelect
        control={control}
        name="repaymentMonths"
        label="Repay over"
        required
        options={Array.from({ length: maxMonths }, (_, i) => ({ value: String(i + 1), label: installmentsLabel(i + 1) }))}
        rules={{ required: 'Choose how many months to repay over.' }}
      />
      <Alert severity={check.tone} role="status" aria-live="polite" sx={{ display: check.message ? undefined : 'none' }}>
        {check.message}
      </Alert>
      <FormTextarea
        control={control}
        name="reason"
        label="Reason"
        required
        helperText="What the loan is for."
        rules={{ validate: (value: string) => value.trim() !== '' || 'Give a reason.' }}
      />
    </RequestFormFrame>
  );
}

/** What the amount means for the person: the monthly repayment, or that it is more than they may borrow. */
function amountCheck(amount: string, months: number | null, available: string | undefined, editing?: LoanRequest) {
  if (!amount.trim() || moneyProblem(amount) || available === undefined) {
    return { tone: 'info' as const, message: available === undefined ? null : `You can ask for up to ${formatMoney(available)}.` };
  }
  // A pending loan being changed already counts against what is available.
  const limit = toMinorUnits(available) + (editing?.status === 'PENDING' ? toMinorUnits(editing.amountRequested) : 0);
  const asked = toMinorUnits(amount);
  if (asked > limit) {
    return { tone: 'warning' as const, message: `That is more than you can borrow now: at most ${formatMoney(fromMinorUnits(limit))}.` };
  }
  const monthly = months ? ` About ${formatMoney(fromMinorUnits(Math.ceil(asked / months)))} a month over ${installmentsLabel(months)}.` : '';
  return { tone: 'info' as const, message: `Within what you can borrow (${formatMoney(fromMinorUnits(limit))}).${monthly}` };
}
