// Settings > Leave types: the list (with each type's entitlement and rules), add and edit, deactivate and bring
// back. A type is never deleted: past requests keep it.
import { isApiError, listQueryFromState } from '@crewbase/api-client';
import { leaveQueries, useLeaveTypeMutations } from '@crewbase/data-access-leave';
import { createLeaveTypeInputSchema, type LeaveType } from '@crewbase/domain';
import { applyFieldErrors, type DataTableColumn, type FilterBarField, FormTextField, ListScreen, PageSpinner, useConfirmedAction, useListState } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { generatePath, Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../app/paths';
import { QueryErrorState } from '../access/query-error-state';
import { useCan } from '../access/use-can';
import { useRouteNotice } from '../../shared/use-route-notice';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const columns: DataTableColumn<LeaveType>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'entitlementDays', headerName: 'Days a year', width: 120 },
  { field: 'paid', headerName: 'Paid', width: 80, sortable: false, valueFormatter: yesNo },
  { field: 'documentRequired', headerName: 'Document', width: 110, sortable: false, valueFormatter: yesNo },
  { field: 'countsAgainstBalance', headerName: 'Limited by balance', width: 160, sortable: false, valueFormatter: yesNo },
  { field: 'proRated', headerName: 'Pro-rated', width: 110, sortable: false, valueFormatter: yesNo },
  { field: 'active', headerName: 'Status', width: 110, sortable: false, valueFormatter: (value: boolean) => (value ? 'Active' : 'Inactive') },
];

const filterFields: FilterBarField[] = [{ field: 'name', label: 'Name' }];

export function LeaveTypesListScreen() {
  const navigate = useNavigate();
  const can = useCan();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'name', direction: 'ASC' } });
  const types = useQuery(leaveQueries.leaveTypeList(listQueryFromState(list.state)));
  const { update } = useLeaveTypeMutations();
  const confirmation = useConfirmedAction();
  const routeNotice = useRouteNotice();
  const edit = (row: LeaveType) => navigate(generatePath(paths.settingsLeaveTypeEdit, { id: row.id }));

  return (
    <ListScreen<LeaveType>
      label="Leave types"
      list={list}
      query={types}
      columns={columns}
      filterFields={filterFields}
      rowActions={(row) => [
        { label: 'Edit', onClick: () => edit(row), hidden: !can('leave-type', 'update') },
        {
          label: row.active ? 'Deactivate' : 'Reactivate',
          tone: row.active ? 'danger' : undefined,
          hidden: !can('leave-type', 'update') || row.code === 'ANNUAL',
          onClick: () =>
            confirmation.ask({
              title: row.active ? `Deactivate ${row.name} leave?` : `Reactivate ${row.name} leave?`,
              description: row.active
                ? 'Staff will no longer be able to choose it. Requests already made keep it.'
                : 'Staff will be able to choose it again.',
              confirmLabel: row.active ? 'Deactivate' : 'Reactivate',
              tone: row.active ? 'danger' : 'primary',
              doneMessage: row.active ? `${row.name} leave was deactivated.` : `${row.name} leave was reactivated.`,
              run: () => update.mutateAsync({ id: row.id, input: { active: !row.active } }),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for ${row.name} leave`}
      onRowClick={(row) => can('leave-type', 'update') && edit(row)}
      create={can('leave-type', 'create') ? { label: 'Add leave type', to: paths.settingsLeaveTypeCreate } : undefined}
      LinkComponent={RouterLink}
      empty={{ title: 'No leave types yet' }}
      notice={confirmation.notice ?? routeNotice}
    >
      {confirmation.dialog}
    </ListScreen>
  );
}

const formSchema = createLeaveTypeInputSchema.extend({
  entitlementDays: z.coerce.number<string | number>({ message: 'Use a whole number of days.' }).pipe(createLeaveTypeInputSchema.shape.entitlementDays),
});
type FormValues = z.input<typeof formSchema>;
const FIELDS = ['name', 'entitlementDays', 'paid', 'documentRequired', 'countsAgainstBalance', 'proRated'] as const;

const rules: Array<{ name: Exclude<(typeof FIELDS)[number], 'name' | 'entitlementDays'>; label: string }> = [
  { name: 'paid', label: 'Paid leave' },
  { name: 'documentRequired', label: 'Needs a supporting document' },
  { name: 'countsAgainstBalance', label: 'Limited by the yearly entitlement (requests over the balance are refused)' },
  { name: 'proRated', label: 'Pro-rated in the year a person joins' },
];

export function LeaveTypeFormScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { id = '' } = useParams();
  const record = useQuery({ ...leaveQueries.leaveTypeDetail(id), enabled: mode === 'edit' });
  if (mode === 'edit' && record.isPending) return <PageSpinner />;
  if (mode === 'edit' && record.isError) return <QueryErrorState error={record.error} onRetry={() => void record.refetch()} what="this leave type" />;
  const t = record.data;
  const defaults: FormValues = {
    name: t?.name ?? '',
    entitlementDays: t ? String(t.entitlementDays) : '',
    paid: t?.paid ?? true,
    documentRequired: t?.documentRequired ?? false,
    countsAgainstBalance: t?.countsAgainstBalance ?? true,
    proRated: t?.proRated ?? false,
  };
  return <LeaveTypeForm key={id} mode={mode} id={id} defaults={defaults} />;
}

function LeaveTypeForm({ mode, id, defaults }: { mode: 'create' | 'edit'; id: string; defaults: FormValues }) {
  const navigate = useNavigate();
  const { create, update } = useLeaveTypeMutations();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = mode === 'create' ? await create.mutateAsync(values) : await update.mutateAsync({ id, input: values });
      navigate(paths.settingsLeaveTypes, { state: { notice: mode === 'create' ? `${saved.name} leave was added.` : `${saved.name} leave was saved.` } });
    } catch (error) {
      if (!isApiError(error)) return setFormError('We could not reach Crewbase. Nothing was saved yet; try again.');
      if (applyFieldErrors(setError, error.fieldErrors(), FIELDS) === 0) setFormError(error.message);
    }
  });

  return (
    <Card variant="outlined" sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={mode === 'create' ? 'Add leave type' : 'Edit leave type'}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <FormTextField control={control} name="name" label="Name" required />
          <FormTextField
            control={control}
            name="entitlementDays"
            label="Entitlement (working days a year)"
            required
            type="number"
            helperText="For a full year; a person joining during the year gets a share if the type is pro-rated."
          />
          <FormGroup>
            {rules.map((rule) => (
              <Controller
                key={rule.name}
                control={control}
                name={rule.name}
                render={({ field }) => (
                  <FormControlLabel control={<Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />} label={rule.label} />
                )}
              />
            ))}
          </FormGroup>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="secondary" onClick={() => navigate(paths.settingsLeaveTypes)}>
              Cancel
            </Button>
            <Button type="submit" variant="adminPrimary" loading={formState.isSubmitting}>
              {mode === 'create' ? 'Add leave type' : 'Save changes'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
