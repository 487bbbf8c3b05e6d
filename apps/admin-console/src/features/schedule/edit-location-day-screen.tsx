// /admin/staff-schedule/edit/location/{week}/{day}/{id}: change one day's shifts at a location. Each shift saves
// on its own (PATCH schedule/day/{id}) or is removed; new people are added to the day one at a time. A clash the
// server finds (409) shows under the shift it concerns.
import { isApiError } from '@crewbase/api-client';
import { scheduleQueries, useCreateScheduleByLocation, useDeleteShift, useUpdateShift } from '@crewbase/data-access-schedule';
import { dateOfWeekday, formatShiftTimes, isOvernightShift, type Shift, type Weekday } from '@crewbase/domain';
import { EmptyState, ErrorState, formatDay, PageSpinner, TimeInput, useConfirmedAction, type ConfirmOutcome } from '@crewbase/ui';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { StaffPicker, type StaffOption } from '../people-pickers/staff-picker';
import { scheduleLinks } from './schedule-links';
import { shiftErrorsOf, type RowProblems } from './shift-errors';
import { useScheduleParams } from './use-schedule-params';

/** A refused single-shift write: the whole-row message (a clash) and per-field messages. */
function problemsOf(error: unknown): RowProblems {
  const errors = shiftErrorsOf(error);
  const row = errors.rows[0];
  const fields = { ...errors.fields, ...row?.fields };
  const message = row?.row ?? errors.form ?? (isApiError(error) && error.status === 409 ? error.message : undefined);
  return { row: message ?? (Object.keys(fields).length ? undefined : 'The change could not be saved.'), fields };
}

export function EditLocationDayScreen() {
  const { week, day, locationId } = useScheduleParams();
  const schedule = useQuery({ ...scheduleQueries.locationWeek(locationId ?? '', week ?? ''), enabled: Boolean(week && locationId) });
  // A saved or removed shift's row is replaced when the day reloads, so what happened is said above the rows.
  const outcome = useConfirmedAction();

  if (!week || !day || !locationId) {
    return <EmptyState title="This schedule link is not complete" description="Open the day from the schedule overview." />;
  }
  if (schedule.isPending) return <PageSpinner />;
  if (schedule.isError) {
    return <ErrorState title="The schedule could not be loaded" message={schedule.error.message} onRetry={() => void schedule.refetch()} />;
  }

  const { location } = schedule.data;
  const shifts = schedule.data.days.find((entry) => entry.dayOfWeek === day)?.shifts ?? [];
  const dayName = formatDay(dateOfWeekday(week, day), { year: true });

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 1.5, alignItems: { md: 'center' } }}>
        <Box>
          <Typography component="h2" variant="h3">
            {location.name}
          </Typography>
          <Typography color="text.secondary">{dayName}</Typography>
        </Box>
        <Button component={RouterLink} to={scheduleLinks.locationDay(week, day, location.id)} variant="secondary">
          Done
        </Button>
      </Stack>

      {outcome.notice}
      <Paper variant="outlined" component="section" aria-labelledby="scheduled-heading" sx={{ p: 2 }}>
        <Typography id="scheduled-heading" component="h3" variant="h6" sx={{ mb: 1.5 }}>
          Scheduled
        </Typography>
        {shifts.length === 0 ? (
          <Typography color="text.secondary">Nobody is scheduled on this day yet.</Typography>
        ) : (
          <Stack spacing={2}>
            {shifts.map((shift) => (
              <ShiftEditor key={`${shift.id}-${shift.updatedAt}`} shift={shift} locationId={location.id} day={day} report={outcome.report} />
            ))}
          </Stack>
        )}
      </Paper>

      <AddToDay week={week} day={day} locationId={location.id} />
    </Stack>
  );
}

function TimeFields({
  startTime,
  endTime,
  onChange,
  problems,
}: {
  startTime: string;
  endTime: string;
  onChange: (change: { startTime?: string; endTime?: string }) => void;
  problems?: RowProblems;
}) {
  return (
    <>
      <TimeInput
        label="Start time"
        value={startTime}
        onChange={(value) => onChange({ startTime: value })}
        error={Boolean(problems?.fields.startTime)}
        helperText={problems?.fields.startTime}
        minutesStep={5}
      />
      <TimeInput
        label="End time"
        value={endTime}
        onChange={(value) => onChange({ endTime: value })}
        error={Boolean(problems?.fields.endTime)}
        helperText={problems?.fields.endTime ?? (isOvernightShift(startTime, endTime) ? 'Ends the next day' : undefined)}
        minutesStep={5}
      />
    </>
  );
}

const rowGrid = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(220px, 2fr) minmax(120px, 1fr) minmax(120px, 1fr) auto' },
} as const;

function ShiftEditor({ shift, locationId, day, report }: { shift: Shift; locationId: string; day: Weekday; report: (outcome: ConfirmOutcome) => void }) {
  const [times, setTimes] = useState({ startTime: shift.startTime, endTime: shift.endTime });
  const [problems, setProblems] = useState<RowProblems | undefined>();
  const confirmation = useConfirmedAction();
  const update = useUpdateShift();
  const remove = useDeleteShift();
  const changed = times.startTime !== shift.startTime || times.endTime !== shift.endTime;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setProblems(undefined);
    try {
      await update.mutateAsync({ id: shift.id, input: { locationId, dayOfWeek: day, ...times } });
      report({ done: `${shift.staff.fullName}'s shift is now ${formatShiftTimes(times.startTime, times.endTime)}.` });
    } catch (error) {
      setProblems(problemsOf(error));
    }
  };

  // A refusal belongs to this row, beside its times, like a refused save: the removal reports it there itself.
  const askRemove = () =>
    confirmation.ask({
      title: `Remove ${shift.staff.fullName} from this day?`,
      description: `Their shift ${formatShiftTimes(shift.startTime, shift.endTime)} will be deleted.`,
      confirmLabel: 'Remove shift',
      tone: 'danger',
      run: async () => {
        setProblems(undefined);
        try {
          await remove.mutateAsync(shift.id);
          report({ done: `${shift.staff.fullName} was removed from this day.` });
        } catch (error) {
          setProblems(problemsOf(error));
        }
      },
    });

  return (
    <Box component="form" noValidate onSubmit={save} role="group" aria-label={shift.staff.fullName}>
      <Box sx={rowGrid}>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, pt: { md: 1 } }}>
          <Typography sx={{ fontWeight: 600 }}>{shift.staff.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {shift.staff.staffId}
          </Typography>
        </Box>
        <TimeFields {...times} problems={problems} onChange={(change) => setTimes((current) => ({ ...current, ...change }))} />
        <Stack direction="row" spacing={1} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, pt: { md: 1 } }}>
          <Button type="submit" variant="adminPrimary" size="small" disabled={!changed} loading={update.isPending}>
            Save
          </Button>
          <Button variant="danger" size="small" onClick={askRemove}>
            Remove
          </Button>
        </Stack>
      </Box>
      {problems?.row && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problems.row}
        </Alert>
      )}
      {confirmation.dialog}
    </Box>
  );
}

function AddToDay({ week, day, locationId }: { week: string; day: Weekday; locationId: string }) {
  const [staff, setStaff] = useState<StaffOption | null>(null);
  const [times, setTimes] = useState({ startTime: '08:00', endTime: '16:00' });
  const [problems, setProblems] = useState<RowProblems | undefined>();
  const [added, setAdded] = useState<string | null>(null);
  const create = useCreateScheduleByLocation();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    if (!staff) {
      setProblems({ fields: { staffId: 'Choose a staff member.' } });
      return;
    }
    setProblems(undefined);
    try {
      await create.mutateAsync({ week, locationId, shifts: [{ dayOfWeek: day, staffId: staff.id, ...times }] });
      setAdded(`${staff.fullName} was added.`);
      setStaff(null);
    } catch (error) {
      setProblems(problemsOf(error));
    }
  };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={add} aria-labelledby="add-heading" sx={{ p: 2 }}>
      <Typography id="add-heading" component="h3" variant="h6" sx={{ mb: 1.5 }}>
        Add someone to this day
      </Typography>
      <Box sx={rowGrid} role="group" aria-label="New shift">
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <StaffPicker value={staff} onChange={setStaff} required error={problems?.fields.staffId} />
        </Box>
        <TimeFields {...times} problems={problems} onChange={(change) => setTimes((current) => ({ ...current, ...change }))} />
        <Button type="submit" variant="adminPrimary" startIcon={<Add />} loading={create.isPending} sx={{ mt: 1, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          Add
        </Button>
      </Box>
      {problems?.row && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problems.row}
        </Alert>
      )}
      {added && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {added}
        </Alert>
      )}
    </Paper>
  );
}
