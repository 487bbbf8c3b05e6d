// /admin/staff-schedule/create/staff ("Add Schedule" for one person): pick a week and an Active staff member,
// then where they work each day and when. Saved all or nothing; a clash (409) shows beside its row.
import { scheduleQueries, useCreateScheduleByStaff } from '@crewbase/data-access-schedule';
import { weekSteps, type NamedRef } from '@crewbase/domain';
import { WeekNavigator } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { StaffPicker, type StaffOption } from '../people-pickers/staff-picker';
import { LocationPicker } from './location-picker';
import { scheduleLinks } from './schedule-links';
import { noShiftErrors, shiftErrorsOf, type ShiftErrors } from './shift-errors';
import { StaffWeekView } from './staff-week-view';
import { useWeekParam } from './use-week-param';
import { WeeklyShiftsEditor, type ShiftRow } from './weekly-shifts-editor';

export function CreateByStaffScreen() {
  const [week, setWeek] = useWeekParam();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const presetStaffId = searchParams.get('staffId');
  const [staff, setStaff] = useState<StaffOption | null>(null);
  const [rows, setRows] = useState<ShiftRow<NamedRef>[]>([]);
  const [errors, setErrors] = useState<ShiftErrors>(noShiftErrors);
  const create = useCreateScheduleByStaff();

  // The chosen person's week as it stands, so the admin sees what is already there before adding to it.
  const staffId = staff?.id ?? presetStaffId;
  const existing = useQuery({ ...scheduleQueries.staffWeek(staffId ?? '', week), enabled: Boolean(staffId) });
  const presetStaff = presetStaffId && existing.data?.staff.id === presetStaffId ? existing.data.staff : null;
  useEffect(() => {
    if (presetStaff) setStaff((current) => current ?? presetStaff);
  }, [presetStaff]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: ShiftErrors = { fields: {}, rows: {} };
    if (!staff) missing.fields.staffId = 'Choose a staff member.';
    rows.forEach((row, index) => {
      if (!row.pick) missing.rows[index] = { fields: { locationId: 'Choose a location.' } };
    });
    if (rows.length === 0) missing.form = 'Add at least one shift.';
    if (missing.form || Object.keys(missing.fields).length || Object.keys(missing.rows).length) {
      setErrors(missing);
      return;
    }
    setErrors(noShiftErrors);
    try {
      const result = await create.mutateAsync({
        week,
        staffId: staff!.id,
        shifts: rows.map((row) => ({ dayOfWeek: row.dayOfWeek, locationId: row.pick!.id, startTime: row.startTime, endTime: row.endTime })),
      });
      setRows([]);
      navigate(scheduleLinks.overview(week), {
        state: { notice: `${result.data.length === 1 ? '1 shift' : `${result.data.length} shifts`} saved for ${staff!.fullName}.` },
      });
    } catch (error) {
      setErrors(shiftErrorsOf(error));
    }
  };

  const rowsWithProblems = Object.keys(errors.rows).length;
  const staffError = errors.fields.staffId;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="Add schedule by staff">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <WeekNavigator weeks={weekSteps(week)} onChange={setWeek} />
          {errors.fields.week && <Alert severity="error">{errors.fields.week}</Alert>}
          <StaffPicker value={staff} onChange={setStaff} required error={staffError} />
          <Typography variant="body2" color="text.secondary">
            Only Active staff can be scheduled. An end time earlier than the start time means the shift ends the next day.
          </Typography>
        </Stack>
      </Paper>

      {staffId && existing.data && (
        <Paper variant="outlined" component="section" aria-label="Already scheduled" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
            Already scheduled this week
          </Typography>
          <StaffWeekView days={existing.data.days} />
        </Paper>
      )}

      {(errors.form || rowsWithProblems > 0) && (
        <Alert severity="error">
          {errors.form ?? (rowsWithProblems === 1 ? 'One shift needs attention: see below.' : `${rowsWithProblems} shifts need attention: see below.`)}
        </Alert>
      )}

      <WeeklyShiftsEditor<NamedRef>
        week={week}
        rows={rows}
        onChange={setRows}
        problems={errors.rows}
        pickField="locationId"
        pickLabel="Location"
        renderPick={({ value, onChange, label, error }) => <LocationPicker value={value} onChange={onChange} label={label} error={error} required />}
      />

      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={scheduleLinks.overview(week)} variant="secondary">
          Cancel
        </Button>
        <Button type="submit" variant="adminPrimary" loading={create.isPending}>
          Save schedule
        </Button>
      </Stack>
    </Stack>
  );
}
