// The list of one settings resource (departments, job titles, staff roles, locations): server-side with the list
// kit; View / Edit / Delete per row as the role allows. A delete the API refuses (still in use) says why.
import { listQueryFromState } from '@crewbase/api-client';
import { useSettingsMutations } from '@crewbase/data-access-settings';
import { ConfirmDialog, DataTable, FilterBar, rowActionsColumn, useListState } from '@crewbase/ui';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useCan } from '../access/use-can';
import { settingsAreas, type AreaKey } from './settings-areas';

export function SettingsListScreen({ areaKey }: { areaKey: AreaKey }) {
  const area = settingsAreas[areaKey];
  const navigate = useNavigate();
  const can = useCan();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const records = useQuery(area.queries.list(listQueryFromState(list.state)));
  const { remove } = useSettingsMutations(area.key);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const open = (id: string) => navigate(generatePath(area.detailPath, { id }));

  const columns = useMemo(
    () => [
      ...area.columns,
      rowActionsColumn<(typeof area.columns)[number] extends never ? never : { id: string; name: string }>(
        (row) => [
          { label: 'View', onClick: () => open(row.id) },
          { label: 'Edit', onClick: () => navigate(generatePath(area.editPath, { id: row.id })), hidden: !can(area.resource, 'update') },
          { label: 'Delete', tone: 'danger', onClick: () => setDeleting(row), hidden: !can(area.resource, 'delete') },
        ],
        { label: (row) => `Actions for ${row.name}` },
      ),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- open and area follow areaKey
    [area, can, navigate],
  );

  return (
    <Stack spacing={2}>
      {can(area.resource, 'create') && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={area.createPath} variant="adminPrimary" startIcon={<AddIcon />}>
            Add {area.singular.toLowerCase()}
          </Button>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <FilterBar label={`${area.title} filters`} fields={area.filterFields} search={{ field: 'name', label: 'Search by name' }} dateRangeLabel="Created" {...list.filterBarProps} />
      <DataTable
        label={area.title}
        columns={columns as never}
        rows={records.data?.data ?? []}
        rowCount={records.data?.total ?? 0}
        loading={records.isFetching}
        error={records.error}
        onRetry={() => void records.refetch()}
        onRowClick={(row) => open(row.id)}
        emptyTitle={`No ${area.title.toLowerCase()} found`}
        {...list.tableProps}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Delete ${deleting?.name ?? ''}?`}
        description="This cannot be undone. Anything still using it must be moved first."
        confirmLabel="Delete"
        tone="danger"
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, { onError: (error) => setProblem(error.message), onSettled: () => setDeleting(null) })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
