// /admin/leave-mgt/calendar ("Who Is Out"): approved leave (upcoming, in progress or done) overlapping this week or
// this month, filtered by department and location on the server: the leave list's own resource and filters.
import { listQueryFromState } from '@crewbase/api-client';
import { leaveQueries } from '@crewbase/data-access-leave';
import { PICKER_QUERY, settingsQueries } from '@crewbase/data-access-settings';
import { addDays, addMonthsClamped, daysInMonth, todayIso, type LeaveRequest, type ListQuery } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, formatDate, formatListTotal, ListScreen, useListState } from '@crewbase/ui';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useAdminCan } from '../access/use-can';
import { dateColumn, staffIdColumn, staffNameColumn, statusColumn } from '../requests/request-columns';
import { leaveDays } from './leave-days';

type Period = 'week' | 'month';

/** Monday to Sunday of the week, or the first to the last day of the month, `offset` periods from today's. */
export function periodRange(period: Period, offset = 0, today = todayIso()): { from: string; to: string } {
  if (period === 'week') {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const from = addDays(today, -weekday + offset * 7);
    return { from, to: addDays(from, 6) };
  }
  const first = addMonthsClamped(`${today.slice(0, 7)}-01`, offset);
  const [y, m] = first.split('-').map(Number);
  return { from: first, to: `${first.slice(0, 7)}-${String(daysInMonth(y, m)).padStart(2, '0')}` };
}

const periodName = (period: Period, offset: number) =>
  offset === 0 ? `this ${period}` : offset === 1 ? `next ${period}` : offset === -1 ? `last ${period}` : null;

/** Leave that takes people out: approved, whether it has started or not. */
const OUT_STATUSES = 'APPROVED,ACTIVE,COMPLETED';

const columns: DataTableColumn<LeaveRequest>[] = [
  staffIdColumn(),
  staffNameColumn(),
  { field: 'leaveType.name', headerName: 'Type', width: 150, valueGetter: (_value, row) => row.leaveType.name },
  dateColumn('startDate', 'First day'),
  dateColumn('endDate', 'Last day'),
  { field: 'days', headerName: 'Days', width: 140, valueFormatter: (value: number) => leaveDays(value) },
  statusColumn(),
];

export function WhoIsOutScreen() {
  const navigate = useNavigate();
  const [period, setPeriod] = useState<Period>('week');
  const [offset, setOffset] = useState(0);
  const range = periodRange(period, offset);
  const list = useListState(useSearchParams(), { defaultSort: { field: 'startDate', direction: 'ASC' } });
  const base = listQueryFromState(list.state);
  const query: ListQuery = {
    ...base,
    filters: [
      ...base.filters,
      { field: 'endDate', operator: '$gte', value: range.from },
      { field: 'startDate', operator: '$lte', value: range.to },
      { field: 'status', operator: '$in', value: OUT_STATUSES },
    ],
  };
  const out = useQuery(leaveQueries.adminList(query));
  const departments = useQuery({ ...settingsQueries.departments.list(PICKER_QUERY), enabled: useAdminCan('department')('read') });
  const locations = useQuery({ ...settingsQueries.locations.list(PICKER_QUERY), enabled: useAdminCan('location')('read') });
  const filterFields: FilterBarField[] = [
    { field: 'staff.departmentId', label: 'Department', options: (departments.data?.data ?? []).map((d) => ({ value: d.id, label: d.name })) },
    { field: 'staff.locationId', label: 'Location', options: (locations.data?.data ?? []).map((l) => ({ value: l.id, label: l.name })) },
  ];
  const span = `${formatDate(range.from, { month: 'short' })} – ${formatDate(range.to, { month: 'short' })}`;
  const firstPage = () => list.tableProps.onPaginationModelChange({ page: 0, pageSize: list.state.limit });
  const step = (by: number) => {
    setOffset(offset + by);
    firstPage();
  };
  const named = periodName(period, offset);

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Stack direction="row" role="group" aria-label="Period" spacing={1}>
          {(['week', 'month'] as const).map((value) => (
            <Button
              key={value}
              size="small"
              variant={period === value ? 'adminPrimary' : 'secondary'}
              aria-pressed={period === value}
              onClick={() => {
                setPeriod(value);
                setOffset(0);
                firstPage();
              }}
            >
              {value === 'week' ? 'Week' : 'Month'}
            </Button>
          ))}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton aria-label={`Previous ${period}`} onClick={() => step(-1)}>
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label={`Next ${period}`} onClick={() => step(1)}>
            <ChevronRight />
          </IconButton>
        </Stack>
        <Typography role="status" aria-live="polite">
          {`${named ? `${named.charAt(0).toUpperCase()}${named.slice(1)}, ` : ''}${span}`}
          {out.data ? `: ${formatListTotal(out.data)} approved leave ${out.data.total === 1 ? 'request' : 'requests'}.` : ''}
        </Typography>
      </Stack>
      <ListScreen<LeaveRequest>
        label="Who is out"
        list={list}
        query={out}
        columns={columns}
        filterFields={filterFields}
        search={{ field: 'staff.fullName', label: 'Search by staff name' }}
        onRowClick={(row) => navigate(generatePath(paths.leaveDetail, { id: row.id }))}
        LinkComponent={RouterLink}
        empty={{ title: `No one is on approved leave ${named ?? `from ${span}`}` }}
      />
    </Stack>
  );
}
