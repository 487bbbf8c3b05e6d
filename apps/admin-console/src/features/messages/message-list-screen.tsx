// /admin/messages: every message, filtered, sorted and paged by the API; View / Publish (drafts) / Delete per row.
import { listQueryFromState } from '@crewbase/api-client';
import { messageQueries } from '@crewbase/data-access-messages';
import { messageAudienceSchema, messageStatusSchema, recipientTypeSchema, type MessageListItem } from '@crewbase/domain';
import { DataTable, FilterBar, formatDate, rowActionsColumn, StatusChip, useListState, type FilterBarField } from '@crewbase/ui';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useCan } from '../access/use-can';
import { audienceLabels } from './audience-labels';
import { useMessageActions } from './use-message-actions';

const options = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

const filterFields: FilterBarField[] = [
  { field: 'title', label: 'Title' },
  { field: 'status', label: 'Status', options: options(messageStatusSchema.options) },
  { field: 'recipientType', label: 'Recipient type', options: options(recipientTypeSchema.options) },
  { field: 'audience', label: 'Recipients', options: options(messageAudienceSchema.options, (value) => audienceLabels[value as keyof typeof audienceLabels]) },
];

const dateTime = (value: string | null) =>
  value ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(value)) : '—';

const baseColumns: GridColDef<MessageListItem>[] = [
  { field: 'title', headerName: 'Title', flex: 2, minWidth: 200 },
  { field: 'status', headerName: 'Status', width: 130, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  { field: 'recipientType', headerName: 'Recipient type', width: 140 },
  { field: 'recipientsLabel', headerName: 'Recipients', flex: 1, minWidth: 160, sortable: false },
  { field: 'publishAt', headerName: 'Publishes', width: 170, valueFormatter: (value: string | null) => dateTime(value) },
  { field: 'createdAt', headerName: 'Created', width: 130, valueFormatter: (value: string) => formatDate(value, { month: 'short' }) },
];

export const messageDetailPath = (id: string) => generatePath(paths.messageDetail, { id });

export function MessageListScreen() {
  const navigate = useNavigate();
  const can = useCan();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const messages = useQuery({ ...messageQueries.list(listQueryFromState(list.state)), placeholderData: keepPreviousData });
  const actions = useMessageActions();
  const { askPublish, askDelete } = actions;

  const columns = useMemo(
    () => [
      ...baseColumns,
      rowActionsColumn<MessageListItem>(
        (row) => [
          { label: 'View', onClick: () => navigate(messageDetailPath(row.id)) },
          { label: 'Publish', onClick: () => askPublish(row), hidden: !can('messages', 'update') || row.status !== 'Draft' },
          { label: 'Delete', tone: 'danger', onClick: () => askDelete(row), hidden: !can('messages', 'delete') },
        ],
        { label: (row) => `Actions for ${row.title}` },
      ),
    ],
    [can, navigate, askPublish, askDelete],
  );

  const filtered = list.state.filters.length > 0 || Boolean(list.state.dateRange?.from || list.state.dateRange?.to);
  return (
    <Stack spacing={2}>
      {can('messages', 'create') && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={paths.messageCreate} variant="adminPrimary" startIcon={<AddIcon aria-hidden />}>
            New Message
          </Button>
        </Stack>
      )}
      {actions.feedback}
      <FilterBar label="Message filters" fields={filterFields} search={{ field: 'title', label: 'Search by title' }} dateRangeLabel="Created" {...list.filterBarProps} />
      <DataTable
        label="Messages"
        columns={columns}
        rows={messages.data?.data ?? []}
        rowCount={messages.data?.total ?? 0}
        loading={messages.isFetching}
        error={messages.error}
        onRetry={() => void messages.refetch()}
        onRowClick={(row) => navigate(messageDetailPath(row.id))}
        emptyTitle={filtered ? 'No messages match these filters' : 'No messages yet'}
        emptyDescription={filtered ? 'Try other filters or clear them.' : 'Write the first announcement with New Message.'}
        {...list.tableProps}
      />
      {actions.dialog}
    </Stack>
  );
}
