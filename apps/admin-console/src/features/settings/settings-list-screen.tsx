// The list of one settings resource (departments, job titles, staff roles, locations): server-side with the list
// kit; View / Edit / Delete per row as the role allows. A delete the API refuses (still in use) says why.
import { listQueryFromState } from '@crewbase/api-client';
import { useSettingsMutations } from '@crewbase/data-access-settings';
import { endpointPath } from '@crewbase/domain';
import { ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { listExport } from '../../shared/list-export';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useCan } from '../access/use-can';
import { settingsAreas, type AreaKey, type SettingsArea } from './settings-areas';

/** A department, job title, staff role or location. */
type AreaRecord = Parameters<SettingsArea['details']>[0];

export function SettingsListScreen({ areaKey }: { areaKey: AreaKey }) {
  const area = settingsAreas[areaKey];
  const navigate = useNavigate();
  const can = useCan();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const records = useQuery(area.queries.list(listQueryFromState(list.state)));
  const { remove } = useSettingsMutations(area.key);
  const confirmation = useConfirmedAction();
  const routeNotice = useRouteNotice();
  const open = (id: string) => navigate(generatePath(area.detailPath, { id }));

  return (
    <ListScreen<AreaRecord>
      label={area.title}
      list={list}
      query={records}
      columns={area.columns}
      filterFields={area.filterFields}
      search={{ field: 'name', label: 'Search by name' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row.id) },
        { label: 'Edit', onClick: () => navigate(generatePath(area.editPath, { id: row.id })), hidden: !can(area.resource, 'update') },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can(area.resource, 'delete'),
          onClick: () =>
            confirmation.ask({
              title: `Delete ${row.name}?`,
              description: 'This cannot be undone. Anything still using it must be moved first.',
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: `${row.name} was deleted.`,
              run: () => remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for ${row.name}`}
      onRowClick={(row) => open(row.id)}
      create={can(area.resource, 'create') ? { label: `Add ${area.singular.toLowerCase()}`, to: area.createPath } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(area.listEndpoint), list.state)}
      empty={{ title: `No ${area.title.toLowerCase()} yet` }}
      filteredEmpty={{ title: `No ${area.title.toLowerCase()} found` }}
      notice={confirmation.notice ?? routeNotice}
    >
      {confirmation.dialog}
    </ListScreen>
  );
}
