// The leave request form, for a new request and for changing a pending one: the leave type, two dates, a reason,
// and the day count (public holidays left out) checked against the type's balance while the person picks the dates.
import { leaveQueries } from '@crewbase/data-access-leave';
import type { LeaveRequest } from '@crewbase/domain';
import { FormDatePicker, FormSelect, FormTextarea } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../app/apply-server-errors';
import { RequestFormFrame } from '../requests/request-form-frame';
import { useLeaveDaysCheck } from './use-leave-days-check';

export interface LeaveFormValues {
  leaveTypeId: string;
  startDate: string;
  endDate: string;
  reason: string;
}

interface LeaveFormFields {
  leaveTypeId: string;
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
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<LeaveFormFields>({
    defaultValues: {
      leaveTypeId: editing?.leaveType.id ?? '',
      startDate: editing ? dayjs(editing.startDate) : null,
      endDate: editing ? dayjs(editing.endDate) : null,
      reason: editing?.reason ?? '',
    },
  });
  const [leaveTypeId, startDate, endDate] = useWatch({ control, name: ['leaveTypeId', 'startDate', 'endDate'] });
  const types = useQuery(leaveQueries.offeredTypes());
  const offered = types.data ?? [];
  // A request keeps its type while changed, even one no longer offered.
  const options = [...offered, ...(editing && !offered.some((x) => x.id === editing.leaveType.id) ? [editing.leaveType] : [])].map((x) => ({ value: x.id, label: x.name }));
  // A new request starts as Annual leave, what most requests are; the person changes it when it is something else.
  const annualId = offered.find((x) => x.code === 'ANNUAL')?.id;
  useEffect(() => {
    if (annualId && !getValues('leaveTypeId')) setValue('leaveTypeId', annualId);
  }, [annualId, getValues, setValue]);
  const chosen = offered.find((x) => x.id === leaveTypeId) ?? (editing?.leaveType.id === leaveTypeId ? editing.leaveType : undefined);
  const check = useLeaveDaysCheck(asDay(startDate), asDay(endDate), leaveTypeId || null, editing);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit({ leaveTypeId: values.leaveTypeId, startDate: asDay(values.startDate) ?? '', endDate: asDay(values.endDate) ?? '', reason: values.reason });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['leaveTypeId', 'startDate', 'endDate', 'reason']));
    }
  });

  return (
    <RequestFormFrame onSubmit={submit} submitLabel={submitLabel} cancelTo={cancelTo} formError={formError} submitting={formState.isSubmitting}>
      <FormSelect
        control={control}
        name="leaveTypeId"
        label="Leave type"
        required
        options={options}
        emptyOptionLabel="Choose a leave type"
        rules={{ required: 'Choose a leave type.' }}
        helperText={
          chosen
            ? [chosen.paid ? 'Paid leave.' : 'Unpaid leave: these days are not paid.', chosen.documentRequired ? 'A supporting document is needed: hand it to HR, who will attach it to your record.' : '']
                .filter(Boolean)
                .join(' ')
            : undefined
        }
      />
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
