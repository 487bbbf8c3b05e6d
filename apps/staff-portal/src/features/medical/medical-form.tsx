// The medical assistance form, for a new request and for changing a pending one: amount, reason and documents.
import { isApiError } from '@crewbase/api-client';
import { moneyProblem, type MedicalAssistance, type RequestDocument } from '@crewbase/domain';
import { FormTextarea, FormTextField } from '@crewbase/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../app/apply-server-errors';
import { RequestFormFrame } from '../requests/request-form-frame';
import { SupportingDocuments } from './supporting-documents';

export interface MedicalFormValues {
  amount: string;
  reason: string;
  documents: string[];
}

interface MedicalFormFields {
  amount: string;
  reason: string;
}

export interface MedicalFormProps {
  editing?: MedicalAssistance;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: MedicalFormValues) => Promise<unknown>;
}

const documentProblem = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  const entry = Object.entries(error.fieldErrors()).find(([path]) => path === 'documents' || path.startsWith('documents.'));
  return entry?.[1] ?? null;
};

export function MedicalForm({ editing, submitLabel, cancelTo, onSubmit }: MedicalFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [documents, setDocuments] = useState<RequestDocument[]>(editing?.documents ?? []);
  const [documentsError, setDocumentsError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<MedicalFormFields>({
    defaultValues: { amount: editing ? editing.amount.replace(/\.00$/, '') : '', reason: editing?.reason ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setDocumentsError(null);
    try {
      await onSubmit({ amount: values.amount.trim(), reason: values.reason, documents: documents.map((d) => d.key) });
    } catch (error) {
      const aboutDocuments = documentProblem(error);
      setDocumentsError(aboutDocuments);
      const message = applyServerErrors(error, setError, ['amount', 'reason']);
      setFormError(aboutDocuments && message === aboutDocuments ? null : message);
    }
  });

  return (
    <RequestFormFrame onSubmit={submit} submitLabel={submitLabel} cancelTo={cancelTo} formError={formError} submitting={formState.isSubmitting} submitDisabled={uploading}>
      <FormTextField
        control={control}
        name="amount"
        label="Amount (₦)"
        required
        helperText="What the treatment costs or cost you."
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        rules={{ validate: (value: string) => (value.trim() === '' ? 'Enter the amount.' : (moneyProblem(value) ?? true)) }}
      />
      <FormTextarea
        control={control}
        name="reason"
        label="Reason"
        required
        helperText="The treatment or situation it is for."
        rules={{ validate: (value: string) => value.trim() !== '' || 'Give a reason.' }}
      />
      <SupportingDocuments documents={documents} onChange={setDocuments} error={documentsError} onBusyChange={setUploading} />
    </RequestFormFrame>
  );
}
