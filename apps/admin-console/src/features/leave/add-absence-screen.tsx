// /admin/leave-mgt/create ("Add Absence"): an admin records leave on behalf of a staff member. The same rules as a
// staff request apply on the server (working days, no overlap, within the balance); it starts pending.
import { leaveQueries, useCreateAbsence } from '@crewbase/data-access-leave';
import { absenceBackdateLimit, countLeaveDays, requestReasonSchema, todayIso } from '@crewbase/domain';
import { FormDatePicker, FormFieldRow, FormSelect, FormTextField } from '@crewbase/ui';
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
import { useAdminCan } from '../access/use-can';

const day = (message: string) =>
  z.custom<Dayjs | null>((value) => value === null || dayjs.isDayjs(value)).superRefine((value, ctx) => {
    if (value === null) ctx.addIssue({ code: 'custom', message });
    else if (!value.isValid()) ctx.addIssue({ code: 'custom', message: 'Use a date written as DD/MM/YYYY.' });
  });

const absenceFormSchema = z
  .object({
    staff: z.custom<StaffOption | null>().refine((value) => value !== null, 'Choose a staff member.'),
    /** Left empty: Annual. */
    leaveTypeId: z.string(),
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

const FIELDS = ['staff', 'leaveTypeId', 'startDate', 'endDate', 'reason'] as const;
const ALL_TYPES = { page: 1, limit: 100, filters: [], sort: [{ field: 'name', direction: 'ASC' as const }] };
const iso = (value: Dayjs | null | undefined) => (value?.isValid() ? value.format('YYYY-MM-DD') : null);

export function AddAbsenceScreen() {
  const navigate = useNavigate();
  const create = useCreateAbsence();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<AbsenceForm>({
    resolver: zodResolver(absenceFormSchema),
    defaultValues: { staff: null, leaveTypeId: '', startDate: null, endDate: null, reason: '' },
  });
  const [staff, leaveTypeId, startDate, endDate] = useWatch({ control, name: ['staff', 'leaveTypeId', 'startDate', 'endDate'] });
  const balances = useQuery({ ...leaveQueries.staffBalances(staff?.id ?? ''), enabled: Boolean(staff) });
  const types = useQuery({ ...leaveQueries.leaveTypeList(ALL_TYPES), enabled: useAdminCan('leave-type')('read') });
  const start = iso(startDate);
  const end = iso(endDate);
  const range = start && end && end >= start ? { from: start, to: end } : null;
  const holidays = useQuery({ ...leaveQueries.holidayList(range ?? {}), enabled: useAdminCan('public-holiday')('read') && range !== null });
  const days = range ? countLeaveDays(range.from, range.to, new Set((holidays.data ?? []).map((h) => h.date))) : null;
  const balance = balances.data?.find((b) => (leaveTypeId ? b.leaveType.id === leaveTypeId : b.leaveType.name === 'Annual')) ?? balances.data?.[0];
  // An absence may be recorded after the fact (a sick day last week), back to 1 January of last year.
  const earliest = dayjs(absenceBackdateLimit(todayIso()));

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await create.mutateAsync({
        staffId: values.staff!.id,
        leaveTypeId: values.leaveTypeId || undefined,
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
      intro="Record leave for a staff member, also after the fact (back to 1 January last year). It counts working days (Monday to Friday, public holidays left out) against the type's yearly balance and waits for approval like any request."
      onSubmit={onSubmit}
      submitLabel="Add absence"
      submitting={create.isPending}
      formError={formError}
      cancelTo={paths.leaves}
    >
      <StaffPickerField control={control} name="staff" />
      {staff && (
        <Typography role="status" variant="body2" color="text.secondary">
          {balance
            ? balance.leaveType.countsAgainstBalance
              ? `${staff.fullName} has ${balance.remaining} of ${balance.entitlement} days of ${balance.leaveType.name} leave left in ${balance.year}.`
              : `${balance.leaveType.name} leave has no yearly limit.`
            : balances.isError
              ? 'Their leave balance could not be loaded.'
              : 'Loading their leave balance…'}
        </Typography>
      )}
      {types.data && (
        <FormSelect
          control={control}
          name="leaveTypeId"
          label="Leave type"
          options={types.data.data.filter((x) => x.active).map((x) => ({ value: x.id, label: x.name }))}
          emptyOptionLabel="Annual (default)"
        />
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
