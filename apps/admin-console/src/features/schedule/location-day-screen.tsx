// /admin/staff-schedule/location/{week}/{day}/{id}: who works at a location on one day, from
// GET schedule/day?week&dayOfWeek&locationId&page&limit&search — searched (name or staff ID), sorted and paged
// on the server. Rows offer Edit (the day's editor) and Delete.
import { listQueryFromState } from '@crewbase/api-client';
import { scheduleQueries, useDeleteShift } from '@crewbase/data-access-schedule';
import { dateOfWeekday, formatShiftTimes, type Shift } from '@crewbase/domain';
import { type DataTableColumn, EmptyState, formatDay, ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAdminCan } from '../access/use-can';
import { scheduleLinks } from './schedule-links';
import { useScheduleParams } from './use-schedule-params';

const SEARCH_FIELD = 'staff.fullName';

const baseColumns: DataTableColumn<Shift>[] = [
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
  const confirmation = useConfirmedAction();
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
      <ListScreen<Shift>
        label={`Shifts on ${dayName}`}
        filterLabel="Staff search"
        list={list}
        query={shifts}
        columns={baseColumns}
        search={{ field: SEARCH_FIELD, label: 'Search by name or staff ID' }}
        rowActions={(row) => [
          { label: 'Edit', onClick: () => navigate(scheduleLinks.editLocationDay(week, day, locationId)), hidden: !can('update') },
          {
            label: 'Delete',
            tone: 'danger',
            hidden: !can('delete'),
            onClick: () =>
              confirmation.ask({
                title: 'Delete this shift?',
                description: `${row.staff.fullName}, ${formatShiftTimes(row.startTime, row.endTime)}. This cannot be undone.`,
                confirmLabel: 'Delete shift',
                tone: 'danger',
                doneMessage: `${row.staff.fullName}'s shift was deleted.`,
                run: () => remove.mutateAsync(row.id),
              }),
          },
        ]}
        rowActionsLabel={(row) => `Actions for ${row.staff.fullName}`}
        empty={{ title: 'Nobody scheduled this day', description: 'Edit the day to add staff.' }}
        filteredEmpty={{ title: 'Nobody matches', description: 'Try another name or staff ID.' }}
        notice={confirmation.notice}
      >
        {confirmation.dialog}
      </ListScreen>
    </Stack>
  );
}
