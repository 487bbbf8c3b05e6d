// /admin/staff-schedule/templates: each location's shift templates (name, start and end time), listed on the server,
// added and edited in a dialog, deleted after a confirmation. Picking one when building a week fills a shift's times.
import { isApiError, listQueryFromState } from '@crewbase/api-client';
import { shiftTemplateQueries, useShiftTemplateMutations } from '@crewbase/data-access-schedule';
import { formatShiftTimes, type NamedRef, type ShiftTemplate } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, ListScreen, TimeInput, useConfirmedAction, useListState } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAdminCan } from '../access/use-can';
import { LocationPicker } from './location-picker';

const filterFields: FilterBarField[] = [
  { field: 'name', label: 'Name' },
  { field: 'location.name', label: 'Location' },
];

const columns: DataTableColumn<ShiftTemplate>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'location.name', headerName: 'Location', flex: 1.2, minWidth: 180, valueGetter: (_v, row) => row.location.name },
  { field: 'startTime', headerName: 'Times', flex: 1, minWidth: 150, valueGetter: (_v, row) => formatShiftTimes(row.startTime, row.endTime) },
];

export function ShiftTemplatesScreen() {
  const can = useAdminCan('schedule');
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useListState([searchParams, setSearchParams]);
  const templates = useQuery(shiftTemplateQueries.list(listQueryFromState(list.state)));
  const { remove } = useShiftTemplateMutations();
  const confirmation = useConfirmedAction();
  const [editing, setEditing] = useState<ShiftTemplate | 'new' | null>(null);

  return (
    <ListScreen<ShiftTemplate>
      label="Shift templates"
      list={list}
      query={templates}
      columns={columns}
      filterFields={filterFields}
      search={{ field: 'name', label: 'Search by name' }}
      rowActions={(row) => [
        { label: 'Edit', hidden: !can('update'), onClick: () => setEditing(row) },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('delete'),
          onClick: () =>
            confirmation.ask({
              title: `Delete the template "${row.name}"?`,
              description: `It is no longer offered at ${row.location.name}. Shifts already made from it stay as they are.`,
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: 'Shift template deleted.',
              run: () => remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for the template ${row.name} at ${row.location.name}`}
      LinkComponent={RouterLink}
      empty={{ title: 'No shift templates yet', description: 'Add the usual shifts of a location (Morning 06:00-14:00) to fill a schedule faster.' }}
      notice={
        <Stack spacing={1.5}>
          {confirmation.notice}
          {can('create') && (
            <div>
              <Button variant="adminPrimary" onClick={() => setEditing('new')}>
                Add shift template
              </Button>
            </div>
          )}
        </Stack>
      }
    >
      {confirmation.dialog}
      {editing && (
        <ShiftTemplateDialog
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            confirmation.report({ done: message });
          }}
        />
      )}
    </ListScreen>
  );
}

type Problems = Partial<Record<'name' | 'locationId' | 'startTime' | 'endTime' | 'form', string>>;

function ShiftTemplateDialog({ template, onClose, onSaved }: { template: ShiftTemplate | null; onClose: () => void; onSaved: (message: string) => void }) {
  const { create, update } = useShiftTemplateMutations();
  const [name, setName] = useState(template?.name ?? '');
  const [location, setLocation] = useState<NamedRef | null>(template?.location ?? null);
  const [startTime, setStartTime] = useState(template?.startTime ?? '08:00');
  const [endTime, setEndTime] = useState(template?.endTime ?? '16:00');
  const [problems, setProblems] = useState<Problems>({});
  const saving = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Problems = {};
    if (name.trim().length < 2) missing.name = 'Enter a template name of at least 2 characters';
    if (!location) missing.locationId = 'Choose a location';
    if (!startTime) missing.startTime = 'Give the start time';
    if (!endTime) missing.endTime = 'Give the end time';
    setProblems(missing);
    if (Object.keys(missing).length > 0 || !location) return;
    const input = { name: name.trim(), locationId: location.id, startTime, endTime };
    try {
      if (template) await update.mutateAsync({ id: template.id, input });
      else await create.mutateAsync(input);
      onSaved(template ? `Shift template "${input.name}" saved.` : `Shift template "${input.name}" added at ${location.name}.`);
    } catch (error) {
      if (!isApiError(error)) return setProblems({ form: 'Something unexpected went wrong. Try again in a moment.' });
      const fields = error.fieldErrors();
      const placed = Object.keys(fields).some((key) => ['name', 'locationId', 'startTime', 'endTime'].includes(key));
      setProblems({ ...fields, ...(placed ? {} : { form: error.message }) });
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="shift-template-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="shift-template-title">{template ? 'Edit shift template' : 'Add shift template'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problems.form && <Alert severity="error">{problems.form}</Alert>}
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required error={Boolean(problems.name)} helperText={problems.name ?? 'For example: Morning, Night.'} />
            <LocationPicker value={location} onChange={setLocation} required error={problems.locationId} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TimeInput label="Start time" value={startTime} onChange={setStartTime} error={Boolean(problems.startTime)} helperText={problems.startTime} minutesStep={5} />
              <TimeInput label="End time" value={endTime} onChange={setEndTime} error={Boolean(problems.endTime)} helperText={problems.endTime} minutesStep={5} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="adminPrimary" loading={saving}>
            {template ? 'Save template' : 'Add template'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
