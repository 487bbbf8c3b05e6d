// /admin/leave-mgt/create ("Add Absence"): an admin records leave on behalf of a staff member. The same rules as a
// staff request apply on the server (working days, no overlap, within the balance); it starts pending.
import { leaveQueries, useCreateAbsence } from '@crewbase/data-access-leave';
import { absenceBackdateLimit, countLeaveDays, requestReasonSchema, todayIso } from '@crewbase/domain';
import { FormDatePicker, FormFieldRow, FormTextField } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { generatePath, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { RequestFormCard } from '../requests/request-form-card';
import type { StaffOption } from '../people-pickers/staff-picker';
import { StaffPickerField } from '../people-pickers/staff-picker-field';
import { placeSubmitProblem } from '../requests/submit-problem';
import { leaveDays } from './leave-days';

const day = (message: string) =>
  z.custom<Dayjs | null>((value) => value === null || dayjs.isDayjs(value)).superRefine((value, ctx) => {
    if (value === null) ctx.addIssue({ code: 'custom', message });
    else if (!value.isValid()) ctx.addIssue({ code: 'custom', message: 'Use a date written as DD/MM/YYYY.' });
  });

const absenceFormSchema = z
  .object({
    staff: z.custom<StaffOption | null>().refine((value) => value !== null, 'Choose a staff member.'),
    startDate: day('Choose the first day of leave.'),
    endDate: day('Choose the last day of leave.'),
    reason: requestReasonSchema,
  })
  .superRefine((values, ctx) => {
    if (values.startDate?.isValid() && values.endDate?.isValid() && values.endDate.isBefore(values.startDate, 'day')) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date cannot be before the start date.' });
    }
  });
type AbsenceForm = z.input<typeof absenceFormSchema>;

const FIELDS = ['staff', 'startDate', 'endDate', 'reason'] as const;
const iso = (value: Dayjs | null | undefined) => (value?.isValid() ? value.format('YYYY-MM-DD') : null);

export function AddAbsenceScreen() {
  const navigate = useNavigate();
  const create = useCreateAbsence();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<AbsenceForm>({
    resolver: zodResolver(absenceFormSchema),
    defaultValues: { staff: null, startDate: null, endDate: null, reason: '' },
  });
  const [staff, startDate, endDate] = useWatch({ control, name: ['staff', 'startDate', 'endDate'] });
  const balance = useQuery({ ...leaveQueries.staffBalance(staff?.id ?? ''), enabled: Boolean(staff) });
  const start = iso(startDate);
  const end = iso(endDate);
  const days = start && end && end >= start ? countLeaveDays(start, end) : null;
  // An absence may be recorded after the fact (a sick day last week), back to 1 January of last year.
  const earliest = dayjs(absenceBackdateLimit(todayIso()));

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await create.mutateAsync({
        staffId: values.staff!.id,
        startDate: iso(values.startDate)!,
        endDate: iso(values.endDate)!,
        reason: values.reason,
      });
      navigate(generatePath(paths.leaveDetail, { id: saved.id }), { replace: true, state: { notice: 'Absence added.' } });
    } catch (error) {
      setFormError(placeSubmitProblem(error, setError, FIELDS));
    }
  });

  return (
    <RequestFormCard
      title="Add absence"
      intro="Record leave for a staff member, also after the fact (back to 1 January last year). It counts working days (Monday to Friday) against their yearly balance and waits for approval like any request."
      onSubmit={onSubmit}
      submitLabel="Add absence"
      submitting={create.isPending}
      formError={formError}
      cancelTo={paths.leaves}
    >
      <StaffPickerField control={control} name="staff" />
      {staff && (
        <Typography role="status" variant="body2" color="text.secondary">
          {balance.data
            ? `${staff.fullName} has ${balance.data.remaining} of ${balance.data.entitlement} days left in ${balance.data.year}.`
            : balance.isError
              ? 'Their leave balance could not be loaded.'
              : 'Loading their leave balance…'}
        </Typography>
      )}
      <FormFieldRow>
        <FormDatePicker control={control} name="startDate" label="First day" required minDate={earliest} />
        <FormDatePicker control={control} name="endDate" label="Last day" required minDate={startDate ?? earliest} />
      </FormFieldRow>
      {days !== null && (
        <Typography variant="body2" aria-live="polite">
          That is {leaveDays(days)}.
        </Typography>
      )}
      <FormTextField control={control} name="reason" label="Reason" required multiline minRows={3} />
    </RequestFormCard>
  );
}
