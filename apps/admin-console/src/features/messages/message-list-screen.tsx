// /admin/messages: every message, filtered, sorted and paged by the API; View / Publish (drafts) / Delete per row.
import { listQueryFromState } from '@crewbase/api-client';
import { messageQueries } from '@crewbase/data-access-messages';
import {
  adminMessageEndpoints,
  endpointPath,
  messageAudienceSchema,
  messageStatusSchema,
  recipientTypeSchema,
  type MessageListItem,
} from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, formatDate, ListScreen, StatusChip, useListState } from '@crewbase/ui';
import AddIcon from '@mui/icons-material/Add';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { useRouteNotice } from '../../shared/use-route-notice';
import { statusFilter } from '../../shared/status-filter';
import { useCan } from '../access/use-can';
import { audienceLabels } from './audience-labels';
import { useMessageActions } from './use-message-actions';

const options = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

const filterFields: FilterBarField[] = [
  { field: 'title', label: 'Title' },
  { field: 'recipientType', label: 'Recipient type', options: options(recipientTypeSchema.options) },
  { field: 'audience', label: 'Recipients', options: options(messageAudienceSchema.options, (value) => audienceLabels[value as keyof typeof audienceLabels]) },
];

const baseColumns: DataTableColumn<MessageListItem>[] = [
  { field: 'title', headerName: 'Title', flex: 2, minWidth: 200 },
  { field: 'status', headerName: 'Status', width: 130, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  { field: 'recipientType', headerName: 'Recipient type', width: 140 },
  { field: 'recipientsLabel', headerName: 'Recipients', flex: 1, minWidth: 160, sortable: false },
  { field: 'publishAt', headerName: 'Publishes', width: 170, valueFormatter: (value: string | null) => formatDate(value, { month: 'short', time: true }) ?? '—' },
  { field: 'createdAt', headerName: 'Created', width: 130, valueFormatter: (value: string) => formatDate(value, { month: 'short' }) },
];

export const messageDetailPath = (id: string) => generatePath(paths.messageDetail, { id });

export function MessageListScreen() {
  const navigate = useNavigate();
  const can = useCan();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const query = listQueryFromState(list.state);
  const messages = useQuery({ ...messageQueries.list(query), placeholderData: keepPreviousData });
  const counts = useQuery(messageQueries.statusCounts(query));
  const actions = useMessageActions();
  // What the detail screen left on its way back ("… was deleted.").
  const routeNotice = useRouteNotice();

  return (
    <ListScreen<MessageListItem>
      label="Messages"
      list={list}
      query={messages}
      columns={baseColumns}
      filterFields={filterFields}
      statusFilter={statusFilter(messageStatusSchema.options, counts.data)}
      search={{ field: 'title', label: 'Search by title' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => navigate(messageDetailPath(row.id)) },
        { label: 'Publish', onClick: () => actions.askPublish(row), hidden: !can('messages', 'update') || row.status !== 'Draft' },
        { label: 'Delete', tone: 'danger', onClick: () => actions.askDelete(row), hidden: !can('messages', 'delete') },
      ]}
      rowActionsLabel={(row) => `Actions for ${row.title}`}
      onRowClick={(row) => navigate(messageDetailPath(row.id))}
      create={can('messages', 'create') ? { label: 'New Message', to: paths.messageCreate, icon: <AddIcon aria-hidden /> } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(adminMessageEndpoints.list), list.state)}
      empty={{ title: 'No messages yet', description: 'Write the first announcement with New Message.' }}
      filteredEmpty={{ title: 'No messages match these filters', description: 'Try other filters or clear them.' }}
      notice={actions.notice ?? routeNotice}
    >
      {actions.dialog}
    </ListScreen>
  );
}
