// Settings > Permissions: the catalogue (list), one permission (view {id}) and adding one (create).
import { isApiError, listQueryFromState } from '@crewbase/api-client';
import { settingsQueries, useCreatePermission } from '@crewbase/data-access-settings';
import { createPermissionInputSchema, endpointPath, permissionEndpoints, type PermissionListItem } from '@crewbase/domain';
import { applyFieldErrors, type DataTableColumn, DetailList, type FilterBarField, formatDate, FormTextarea, FormTextField, ListScreen, PageSpinner, useListState } from '@crewbase/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { generatePath, Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { QueryErrorState } from '../access/query-error-state';
import { useCan } from '../access/use-can';
import { groupLabel } from './permission-groups-field';
import { useRouteNotice } from '../../shared/use-route-notice';

const columns: DataTableColumn<PermissionListItem>[] = [
  { field: 'tableName', headerName: 'Group', flex: 1, minWidth: 160, valueFormatter: (value: string) => groupLabel(value) },
  { field: 'name', headerName: 'Action', width: 130 },
  { field: 'description', headerName: 'Description', flex: 1.5, minWidth: 200, sortable: false },
  { field: 'roleCount', headerName: 'Roles', width: 90, sortable: false },
  { field: 'createdAt', headerName: 'Created', width: 130, valueFormatter: (value: string) => formatDate(value, { month: 'short' }) },
];

const filterFields: FilterBarField[] = [
  { field: 'tableName', label: 'Group' },
  { field: 'name', label: 'Action' },
];

const detailPath = (id: string) => generatePath(paths.settingsPermissionDetail, { id });

export function PermissionsListScreen() {
  const navigate = useNavigate();
  const can = useCan();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'tableName', direction: 'ASC' } });
  const permissions = useQuery(settingsQueries.permissions.list(listQueryFromState(list.state)));
  return (
    <ListScreen<PermissionListItem>
      label="Permissions"
      list={list}
      query={permissions}
      columns={columns}
      filterFields={filterFields}
      onRowClick={(row) => navigate(detailPath(row.id))}
      create={can('permissions', 'create') ? { label: 'Add permission', to: paths.settingsPermissionCreate } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(permissionEndpoints.list), list.state)}
      empty={{ title: 'No permissions yet' }}
      filteredEmpty={{ title: 'No permissions found' }}
    />
  );
}

export function PermissionDetailScreen() {
  const { id = '' } = useParams();
  const permission = useQuery(settingsQueries.permissions.detail(id));
  const routeNotice = useRouteNotice();
  if (permission.isPending) return <PageSpinner />;
  if (permission.isError) {
    return (
      <QueryErrorState
        error={permission.error}
        onRetry={() => void permission.refetch()}
        what="this permission"
        backTo={{ label: 'Back to permissions', to: paths.settingsPermissions }}
      />
    );
  }
  const p = permission.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      {routeNotice}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DetailList
          label="Permission details"
          items={[
            { label: 'Group', value: groupLabel(p.tableName) },
            { label: 'Action', value: p.name },
            { label: 'Description', value: p.description },
            { label: 'Roles holding it', value: String(p.roleCount) },
            { label: 'Created', value: formatDate(p.createdAt) },
          ]}
        />
      </Paper>
    </Stack>
  );
}

export function CreatePermissionScreen() {
  const navigate = useNavigate();
  const create = useCreatePermission();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    z.input<typeof createPermissionInputSchema>,
    unknown,
    z.output<typeof createPermissionInputSchema>
  >({ resolver: zodResolver(createPermissionInputSchema), defaultValues: { name: '', tableName: '', description: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await create.mutateAsync(values);
      navigate(detailPath(saved.id), { state: { notice: `The permission ${saved.tableName}: ${saved.name} was added.` } });
    } catch (error) {
      if (!isApiError(error)) return setFormError('We could not reach Crewbase. Nothing was saved yet; try again.');
      if (applyFieldErrors(setError, error.fieldErrors(), ['name', 'tableName', 'description']) === 0) setFormError(error.message);
    }
  });

  return (
    <Card variant="outlined" sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Add permission">
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <FormTextField control={control} name="tableName" label="Group (resource)" required helperText="e.g. payroll" />
          <FormTextField control={control} name="name" label="Action" required helperText="e.g. export" />
          <FormTextarea control={control} name="description" label="Description" minRows={2} />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="secondary" onClick={() => navigate(paths.settingsPermissions)}>
              Cancel
            </Button>
            <Button type="submit" variant="adminPrimary" loading={formState.isSubmitting}>
              Add permission
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
