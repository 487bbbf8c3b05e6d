// /admin/staff-schedule/location/{week}/{day}/{id}: who works at a location on one day, from
// GET schedule/day?week&dayOfWeek&locationId&page&limit&search — searched (name or staff ID), sorted and paged
// on the server. Rows offer Edit (the day's editor) and Delete.
import { isApiError, listQueryFromState } from '@crewbase/api-client';
import { scheduleQueries, useDeleteShift } from '@crewbase/data-access-schedule';
import { dateOfWeekday, formatShiftTimes, type Shift } from '@crewbase/domain';
import { ConfirmDialog, DataTable, EmptyState, FilterBar, formatDay, rowActionsColumn, useListState } from '@crewbase/ui';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAdminCan } from '../access/use-can';
import { scheduleLinks } from './schedule-links';
import { useScheduleParams } from './use-schedule-params';

const SEARCH_FIELD = 'staff.fullName';

const baseColumns: GridColDef<Shift>[] = [
  { field: 'staff.fullName', headerName: 'Staff', flex: 1, minWidth: 180, valueGetter: (_value, row) => row.staff.fullName },
  { field: 'staff.staffId', headerName: 'Staff ID', width: 120, valueGetter: (_value, row) => row.staff.staffId },
  { field: 'startTime', headerName: 'Start', width: 100 },
  {
    field: 'endTime',
    headerName: 'End',
    width: 150,
    valueGetter: (_value, row) => row.endTime,
    renderCell: ({ row }) => (row.overnight ? `${row.endTime} (next day)` : row.endTime),
  },
];

export function LocationDayScreen() {
  const { week, day, locationId } = useScheduleParams();
  const navigate = useNavigate();
  const can = useAdminCan('schedule');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'startTime', direction: 'ASC' } });
  const [deleting, setDeleting] = useState<Shift | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const remove = useDeleteShift();

  const valid = Boolean(week && day && locationId);
  // The search box searches names and staff IDs through the endpoint's own `search`, not a column filter.
  const search = list.state.filters.find((filter) => filter.field === SEARCH_FIELD)?.value;
  const query = listQueryFromState({ ...list.state, filters: list.state.filters.filter((filter) => filter.field !== SEARCH_FIELD) });
  const shifts = useQuery({
    ...scheduleQueries.day({ week: week ?? '', dayOfWeek: day ?? 'sunday', locationId: locationId ?? '', search }, query),
    enabled: valid,
  });
  // The location's name, also when nobody works that day.
  const weekOfLocation = useQuery({ ...scheduleQueries.locationWeek(locationId ?? '', week ?? ''), enabled: valid });

  if (!week || !day || !locationId) {
    return <EmptyState title="This schedule link is not complete" description="Open the day from the schedule overview." />;
  }

  const dayName = formatDay(dateOfWeekday(week, day), { year: true });
  const columns: GridColDef<Shift>[] = [
    ...baseColumns,
    rowActionsColumn<Shift>(
      (row) => [
        { label: 'Edit', onClick: () => navigate(scheduleLinks.editLocationDay(week, day, locationId)), hidden: !can('update') },
        { label: 'Delete', onClick: () => setDeleting(row), hidden: !can('delete'), tone: 'danger' },
      ],
      { label: (row) => `Actions for ${row.staff.fullName}` },
    ),
  ];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setNotice({ tone: 'success', text: `${deleting.staff.fullName}'s shift was deleted.` });
    } catch (error) {
      setNotice({ tone: 'error', text: isApiError(error) ? error.message : 'The shift could not be deleted.' });
    }
    setDeleting(null);
  };

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 1.5, alignItems: { md: 'center' } }}>
        <Box>
          <Typography component="h2" variant="h3">
            {weekOfLocation.data?.location.name ?? 'Location'}
          </Typography>
          <Typography color="text.secondary">{dayName}</Typography>
        </Box>
        <Stack direction="row" spacing={1.5}>
          <Button component={RouterLink} to={scheduleLinks.locationWeek(week, locationId)} variant="secondary">
            Whole week
          </Button>
          {can('update') && (
            <Button component={RouterLink} to={scheduleLinks.editLocationDay(week, day, locationId)} variant="adminPrimary" startIcon={<Edit />}>
              Edit day
            </Button>
          )}
        </Stack>
      </Stack>
      {notice && (
        <Alert severity={notice.tone} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <FilterBar label="Staff search" fields={[]} search={{ field: SEARCH_FIELD, label: 'Search by name or staff ID' }} {...list.filterBarProps} />
      <DataTable<Shift>
        label={`Shifts on ${dayName}`}
        columns={columns}
        rows={shifts.data?.data ?? []}
        rowCount={shifts.data?.total ?? 0}
        loading={shifts.isFetching}
        error={shifts.error}
        onRetry={() => void shifts.refetch()}
        emptyTitle={search ? 'Nobody matches' : 'Nobody scheduled this day'}
        emptyDescription={search ? 'Try another name or staff ID.' : 'Edit the day to add staff.'}
        {...list.tableProps}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this shift?"
        description={deleting ? `${deleting.staff.fullName}, ${formatShiftTimes(deleting.startTime, deleting.endTime)}. This cannot be undone.` : undefined}
        confirmLabel="Delete shift"
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
