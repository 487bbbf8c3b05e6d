// /staff/profile/bank-details: asking for new bank details. They do not apply until an admin approves: until then
// pay goes to the account on file. The account number is checked (NUBAN) here with the API's own rule and again there.
import { accountQueries, bankQueries, useRequestBankDetailChange } from '@crewbase/data-access-account';
import { NUBAN_REFUSED, nubanProblem } from '@crewbase/domain';
import { ErrorState, FormSelect, FormTextField, PageSpinner } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../app/apply-server-errors';
import { paths } from '../../app/paths';
import { RequestFormFrame } from '../requests/request-form-frame';

interface BankFields {
  bankCode: string;
  accountNumber: string;
  accountName: string;
}
const FIELDS = ['bankCode', 'accountNumber', 'accountName'] as const;

export function BankChangeScreen() {
  const profile = useQuery(accountQueries.staffProfile());
  const banks = useQuery(bankQueries.list());
  if (profile.isPending || banks.isPending) return <PageSpinner label="Loading your bank details" />;
  if (profile.isError || banks.isError) {
    const error = profile.error ?? banks.error;
    return <ErrorState title="We could not load your bank details" message={error?.message ?? ''} onRetry={() => void Promise.all([profile.refetch(), banks.refetch()])} />;
  }
  if (profile.data.pendingBankChange) {
    return (
      <Alert severity="info">
        A change of bank details is already waiting for approval. Withdraw it on your profile to ask for different details.
      </Alert>
    );
  }
  return <BankChangeForm banks={banks.data.map((b) => ({ value: b.code, label: b.name }))} />;
}

function BankChangeForm({ banks }: { banks: { value: string; label: string }[] }) {
  const navigate = useNavigate();
  const ask = useRequestBankDetailChange();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState, getValues } = useForm<BankFields>({ defaultValues: { bankCode: '', accountNumber: '', accountName: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await ask.mutateAsync({ bankCode: values.bankCode, accountNumber: values.accountNumber.trim(), accountName: values.accountName.trim() });
      navigate(paths.profile, { state: { notice: 'Your new bank details were sent for approval. Pay goes to your current account until an admin approves them.' } });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <RequestFormFrame onSubmit={submit} submitLabel="Send for approval" cancelTo={paths.profile} formError={formError} submitting={formState.isSubmitting}>
      <Typography color="text.secondary">New bank details apply once an admin approves them. Until then your pay goes to the account on file.</Typography>
      <FormSelect control={control} name="bankCode" label="Bank" required options={banks} rules={{ required: 'Choose a bank' }} />
      <FormTextField
        control={control}
        name="accountNumber"
        label="Account number"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
        rules={{
          validate: (value: string) => {
            if (!/^\d{10}$/.test(value.trim())) return 'Enter the 10-digit account number';
            const bank = getValues('bankCode');
            return !bank || nubanProblem(bank, value.trim()) === null || NUBAN_REFUSED;
          },
        }}
      />
      <FormTextField
        control={control}
        name="accountName"
        label="Account name"
        required
        helperText="As the bank holds it."
        rules={{ validate: (value: string) => value.trim().length >= 2 || 'Enter the account name as the bank holds it' }}
      />
    </RequestFormFrame>
  );
}
