// /admin/staff-schedule/create/location ("Add Schedule"): pick a week and a location, then who works there each
// day and when. Saved all or nothing; a clash the server finds (409) shows beside the row it concerns.
import { shiftTemplateQueries, useCreateScheduleByLocation, scheduleQueries } from '@crewbase/data-access-schedule';
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
import { useWeekParam } from './use-week-param';
import { WeeklyShiftsEditor, type ShiftRow } from './weekly-shifts-editor';

export function CreateByLocationScreen() {
  const [week, setWeek] = useWeekParam();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const presetLocationId = searchParams.get('locationId');
  const [location, setLocation] = useState<NamedRef | null>(null);
  const [rows, setRows] = useState<ShiftRow<StaffOption>[]>([]);
  const [errors, setErrors] = useState<ShiftErrors>(noShiftErrors);
  const create = useCreateScheduleByLocation();
  // The chosen location's shift templates fill a row's times when picked (a location keeps a handful).
  const templates = useQuery({
    ...shiftTemplateQueries.list({ filters: [{ field: 'location.id', operator: '$eq', value: location?.id ?? '' }], limit: 100, page: 1 }),
    enabled: Boolean(location),
  });

  // Coming from a location's week: start with that location chosen.
  const preset = useQuery({ ...scheduleQueries.locationWeek(presetLocationId ?? '', week), enabled: Boolean(presetLocationId) });
  const presetLocation = preset.data?.location;
  useEffect(() => {
    if (presetLocation) setLocation((current) => current ?? presetLocation);
  }, [presetLocation]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: ShiftErrors = { fields: {}, rows: {} };
    if (!location) missing.fields.locationId = 'Choose a location.';
    rows.forEach((row, index) => {
      if (!row.pick) missing.rows[index] = { fields: { staffId: 'Choose a staff member.' } };
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
        locationId: location!.id,
        shifts: rows.map((row) => ({ dayOfWeek: row.dayOfWeek, staffId: row.pick!.id, startTime: row.startTime, endTime: row.endTime })),
      });
      navigate(scheduleLinks.locationWeek(week, location!.id), {
        state: { notice: `${result.data.length === 1 ? '1 shift' : `${result.data.length} shifts`} saved for ${location!.name}.` },
      });
    } catch (error) {
      setErrors(shiftErrorsOf(error));
    }
  };

  const rowsWithProblems = Object.keys(errors.rows).length;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="Add schedule by location">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <WeekNavigator weeks={weekSteps(week)} onChange={setWeek} />
          {errors.fields.week && <Alert severity="error">{errors.fields.week}</Alert>}
          <LocationPicker value={location} onChange={setLocation} required error={errors.fields.locationId} />
          <Typography variant="body2" color="text.secondary">
            Only Active staff can be scheduled. An end time earlier than the start time means the shift ends the next day.
          </Typography>
        </Stack>
      </Paper>

      {(errors.form || rowsWithProblems > 0) && (
        <Alert severity="error">
          {errors.form ?? (rowsWithProblems === 1 ? 'One shift needs attention: see below.' : `${rowsWithProblems} shifts need attention: see below.`)}
        </Alert>
      )}

      <WeeklyShiftsEditor<StaffOption>
        week={week}
        rows={rows}
        onChange={setRows}
        problems={errors.rows}
        pickField="staffId"
        pickLabel="Staff member"
        templates={location ? templates.data?.data : undefined}
        renderPick={({ value, onChange, label, error }) => <StaffPicker value={value} onChange={onChange} label={label} error={error} required />}
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
