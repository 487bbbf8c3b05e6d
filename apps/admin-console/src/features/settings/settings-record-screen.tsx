// View one settings record ({id}): its details, with Edit and Delete as the role allows.
import { useSettingsMutations } from '@crewbase/data-access-settings';
import { DetailList, PageSpinner, useConfirmedAction } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { QueryErrorState } from '../access/query-error-state';
import { useCan } from '../access/use-can';
import { settingsAreas, type AreaKey } from './settings-areas';
import { useRouteNotice } from '../../shared/use-route-notice';

export function SettingsRecordScreen({ areaKey }: { areaKey: AreaKey }) {
  const area = settingsAreas[areaKey];
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const can = useCan();
  const record = useQuery(area.queries.detail(id));
  const { remove } = useSettingsMutations(area.key);
  const confirmation = useConfirmedAction();
  const routeNotice = useRouteNotice();

  if (record.isPending) return <PageSpinner />;
  if (record.isError) {
    return (
      <QueryErrorState
        error={record.error}
        onRetry={() => void record.refetch()}
        what={`this ${area.singular.toLowerCase()}`}
        backTo={{ label: `Back to ${area.title.toLowerCase()}`, to: area.listPath }}
      />
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      {confirmation.notice ?? routeNotice}
      <Stack direction="row" spacing={1}>
        {can(area.resource, 'update') && (
          <Button component={RouterLink} to={generatePath(area.editPath, { id })} variant="adminPrimary">
            Edit
          </Button>
        )}
        {can(area.resource, 'delete') && (
          <Button
            variant="danger"
            onClick={() =>
              confirmation.ask({
                title: `Delete ${record.data.name}?`,
                description: 'This cannot be undone. Anything still using it must be moved first.',
                confirmLabel: 'Delete',
                tone: 'danger',
                run: () => remove.mutateAsync(id),
                onDone: () => navigate(area.listPath, { state: { notice: `${record.data.name} was deleted.` } }),
              })
            }
          >
            Delete
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DetailList label={`${area.singular} details`} items={area.details(record.data)} />
      </Paper>
      {confirmation.dialog}
    </Stack>
  );
}
