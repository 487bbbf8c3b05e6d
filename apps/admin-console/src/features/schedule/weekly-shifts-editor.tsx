// The rows of a week being scheduled, grouped by day (Sunday first): who (or where) and from when to when.
// Rows live in one flat list in the order they are sent, so a problem the server names as `shifts.N` shows
// beside row N, in its day, with its own words.
import { daysOfWeek, formatShiftTimes, isOvernightShift, type ShiftTemplate, type Weekday } from '@crewbase/domain';
import { formatDay, TimeInput } from '@crewbase/ui';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { RowProblems } from './shift-errors';

export interface ShiftRow<T> {
  key: string;
  dayOfWeek: Weekday;
  pick: T | null;
  startTime: string;
  endTime: string;
}

export interface WeeklyShiftsEditorProps<T> {
  week: string;
  rows: ShiftRow<T>[];
  onChange: (rows: ShiftRow<T>[]) => void;
  /** Problems by row index (the row's place in `rows`). */
  problems: Record<number, RowProblems>;
  /** The field naming who or where, e.g. a staff picker; `error` is that field's problem. */
  renderPick: (props: { value: T | null; onChange: (value: T | null) => void; label: string; error?: string }) => ReactNode;
  /** The pick field's name in the API's paths: `staffId` or `locationId`. */
  pickField: 'staffId' | 'locationId';
  pickLabel: string;
  /** Shift templates to fill a row's times from (the location's, when building a location's week). */
  templates?: readonly ShiftTemplate[];
}

const capitalised = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);
let nextKey = 0;

export function newShiftRow<T>(dayOfWeek: Weekday, like?: Pick<ShiftRow<T>, 'startTime' | 'endTime'>): ShiftRow<T> {
  nextKey += 1;
  return { key: `row-${nextKey}`, dayOfWeek, pick: null, startTime: like?.startTime ?? '08:00', endTime: like?.endTime ?? '16:00' };
}

export function WeeklyShiftsEditor<T>({ week, rows, onChange, problems, renderPick, pickField, pickLabel, templates = [] }: WeeklyShiftsEditorProps<T>) {
  const withTemplates = templates.length > 0;
  const update = (index: number, change: Partial<ShiftRow<T>>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));
  const add = (dayOfWeek: Weekday) => {
    const last = rows.filter((row) => row.dayOfWeek === dayOfWeek).at(-1) ?? rows.at(-1);
    onChange([...rows, newShiftRow<T>(dayOfWeek, last)]);
  };

  return (
    <Stack spacing={2}>
      {daysOfWeek(week).map(({ dayOfWeek, date }) => {
        const dayName = capitalised(dayOfWeek);
        const dayRows = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.dayOfWeek === dayOfWeek);
        return (
          <Paper key={dayOfWeek} variant="outlined" component="section" aria-label={dayName} sx={{ p: 2 }}>
            <Typography component="h3" variant="h6">
              {formatDay(date)}
            </Typography>
            {dayRows.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                Nobody scheduled.
              </Typography>
            )}
            <Stack spacing={2} sx={{ mt: dayRows.length ? 2 : 1 }}>
              {dayRows.map(({ row, index }, n) => {
                const label = `${dayName} shift ${n + 1}`;
                const rowProblems = problems[index];
                const overnight = isOvernightShift(row.startTime, row.endTime);
                return (
                  <Box key={row.key} role="group" aria-label={label}>
                    <Box
                      sx={{
                        display: 'grid',
                        gap: 1.5,
                        alignItems: 'start',
                        gridTemplateColumns: {
                          xs: '1fr 1fr auto',
                          md: withTemplates
                            ? 'minmax(220px, 2fr) minmax(150px, 1fr) minmax(120px, 1fr) minmax(120px, 1fr) auto'
                            : 'minmax(240px, 2fr) minmax(120px, 1fr) minmax(120px, 1fr) auto',
                        },
                      }}
                    >
                      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                        {renderPick({
                          value: row.pick,
                          onChange: (pick) => update(index, { pick }),
                          label: pickLabel,
                          error: rowProblems?.fields[pickField],
                        })}
                      </Box>
                      {withTemplates && (
                        <TextField
                          select
                          label="Template"
                          value={templates.find((t) => t.startTime === row.startTime && t.endTime === row.endTime)?.id ?? ''}
                          onChange={(event) => {
                            const template = templates.find((t) => t.id === event.target.value);
                            if (template) update(index, { startTime: template.startTime, endTime: template.endTime });
                          }}
                          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
                        >
                          {templates.map((t) => (
                            <MenuItem key={t.id} value={t.id}>
                              {t.name} ({formatShiftTimes(t.startTime, t.endTime)})
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                      <TimeInput
                        label="Start time"
                        value={row.startTime}
                        onChange={(value) => update(index, { startTime: value })}
                        error={Boolean(rowProblems?.fields.startTime)}
                        helperText={rowProblems?.fields.startTime}
                        minutesStep={5}
                      />
                      <TimeInput
                        label="End time"
                        value={row.endTime}
                        onChange={(value) => update(index, { endTime: value })}
                        error={Boolean(rowProblems?.fields.endTime)}
                        helperText={rowProblems?.fields.endTime ?? (overnight ? 'Ends the next day' : undefined)}
                        minutesStep={5}
                      />
                      <IconButton aria-label={`Remove ${label}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
                        <DeleteOutline />
                      </IconButton>
                    </Box>
                    {rowProblems?.row && (
                      <Alert severity="error" sx={{ mt: 1 }}>
                        {rowProblems.row}
                      </Alert>
                    )}
                  </Box>
                );
              })}
            </Stack>
            <Button startIcon={<Add />} onClick={() => add(dayOfWeek)} sx={{ mt: 1.5 }}>
              Add shift on {dayName}
            </Button>
          </Paper>
        );
      })}
    </Stack>
  );
}
