// Settings > Public holidays: the holiday calendar of a year. Admins add the moveable feasts each year (Easter, Eid)
// and correct any day; leave never counts a holiday and the schedules mark it.
import { isApiError } from '@crewbase/api-client';
import { leaveQueries, usePublicHolidayMutations } from '@crewbase/data-access-leave';
import { createPublicHolidayInputSchema, todayIso, type PublicHoliday } from '@crewbase/domain';
import { applyFieldErrors, formatDay, FormDatePicker, FormTextField, useConfirmedAction } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { QueryErrorState } from '../access/query-error-state';
import { useCan } from '../access/use-can';

const formSchema = z.object({
  date: z.custom<Dayjs | null>().refine((value) => value !== null && dayjs.isDayjs(value) && value.isValid(), 'Choose the date of the holiday.'),
  name: createPublicHolidayInputSchema.shape.name,
});
type FormValues = z.input<typeof formSchema>;

export function PublicHolidaysScreen() {
  const can = useCan();
  const [year, setYear] = useState(Number(todayIso().slice(0, 4)));
  const [editing, setEditing] = useState<PublicHoliday | null>(null);
  const holidays = useQuery(leaveQueries.holidayList({ year }));
  const { remove } = usePublicHolidayMutations();
  const confirmation = useConfirmedAction();

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      {confirmation.notice}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <IconButton aria-label="Previous year" onClick={() => setYear(year - 1)}>
          <ChevronLeft />
        </IconButton>
        <Typography component="h2" variant="h5" aria-live="polite">
          Public holidays in {year}
        </Typography>
        <IconButton aria-label="Next year" onClick={() => setYear(year + 1)}>
          <ChevronRight />
        </IconButton>
      </Stack>
      {holidays.isError ? (
        <QueryErrorState error={holidays.error} onRetry={() => void holidays.refetch()} what="the public holidays" />
      ) : (
        <Table size="small" aria-label={`Public holidays in ${year}`}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">Date</TableCell>
              <TableCell component="th" scope="col">Holiday</TableCell>
              <TableCell component="th" scope="col" align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(holidays.data ?? []).map((holiday) => (
              <TableRow key={holiday.id}>
                <TableCell>{formatDay(holiday.date)}</TableCell>
                <TableCell>{holiday.name}</TableCell>
                <TableCell align="right">
                  {can('public-holiday', 'update') && (
                    <Button size="small" onClick={() => setEditing(holiday)} aria-label={`Edit ${holiday.name}`}>
                      Edit
                    </Button>
                  )}
                  {can('public-holiday', 'delete') && (
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Delete ${holiday.name}`}
                      onClick={() =>
                        confirmation.ask({
                          title: `Delete ${holiday.name}?`,
                          description: `${formatDay(holiday.date)} will count as a working day again for leave requested from now on.`,
                          confirmLabel: 'Delete',
                          tone: 'danger',
                          doneMessage: `${holiday.name} was deleted.`,
                          run: () => remove.mutateAsync(holiday.id),
                        })
                      }
                    >
                      Delete
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {holidays.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>No public holidays in {year} yet.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      {(editing ? can('public-holiday', 'update') : can('public-holiday', 'create')) && (
        <HolidayForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onDone={(message, date) => {
            setEditing(null);
            setYear(Number(date.slice(0, 4)));
            confirmation.report({ done: message });
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {confirmation.dialog}
    </Stack>
  );
}

function HolidayForm({ editing, onDone, onCancel }: { editing: PublicHoliday | null; onDone: (message: string, date: string) => void; onCancel: () => void }) {
  const { create, update } = usePublicHolidayMutations();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { date: editing ? dayjs(editing.date) : null, name: editing?.name ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const input = { date: (values.date as Dayjs).format('YYYY-MM-DD'), name: values.name };
    try {
      const saved = editing ? await update.mutateAsync({ id: editing.id, input }) : await create.mutateAsync(input);
      reset({ date: null, name: '' });
      onDone(editing ? `${saved.name} was saved.` : `${saved.name} (${formatDay(saved.date)}) was added.`, saved.date);
    } catch (error) {
      if (!isApiError(error)) return setFormError('We could not reach Crewbase. Nothing was saved yet; try again.');
      if (applyFieldErrors(setError, error.fieldErrors(), ['date', 'name']) === 0) setFormError(error.message);
    }
  });

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={editing ? 'Edit public holiday' : 'Add public holiday'}>
          <Typography component="h3" variant="h6">
            {editing ? `Edit ${editing.name}` : 'Add a public holiday'}
          </Typography>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FormDatePicker control={control} name="date" label="Date" required />
            <FormTextField control={control} name="name" label="Name" required />
          </Stack>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            {editing && (
              <Button variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" variant="adminPrimary" loading={formState.isSubmitting}>
              {editing ? 'Save changes' : 'Add holiday'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
