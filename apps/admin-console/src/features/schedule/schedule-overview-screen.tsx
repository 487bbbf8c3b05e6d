// /admin/staff-schedule: the weeks at a glance, by location. One row per location (searched and paged on the
// server), one column per day Sunday to Saturday with how many shifts it has; a location opens its week, a count
// opens that day. The week, search and page live in the address.
import { isApiError, listQueryFromState } from '@crewbase/api-client';
import { scheduleQueries } from '@crewbase/data-access-schedule';
import { daysOfWeek, todayIso, weekSteps, type LocationScheduleSummary } from '@crewbase/domain';
import { EmptyState, ErrorState, FilterBar, formatDay, RowActions, useListState, visuallyHidden, WeekNavigator } from '@crewbase/ui';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAdminCan } from '../access/use-can';
import { paths } from '../../app/paths';
import { CopyWeekButton } from './copy-week-button';
import { scheduleLinks } from './schedule-links';
import { useWeekParam } from './use-week-param';

const PAGE_SIZES = [10, 25, 50];

export function ScheduleOverviewScreen() {
  const [week, setWeek] = useWeekParam();
  const can = useAdminCan('schedule');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'location.name', direction: 'ASC' } });
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const searching = list.state.filters.length > 0;
  const { page, pageSize } = list.tableProps.paginationModel;

  const overview = useQuery(scheduleQueries.overview({ week }, listQueryFromState(list.state)));
  const days = daysOfWeek(week);
  const today = todayIso();

  return (
    <Stack spacing={2.5}>
      {notice && <Alert severity="success">{notice}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 1.5 }}>
        <WeekNavigator weeks={weekSteps(week)} onChange={setWeek} />
        {can('create') && (
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button component={RouterLink} to={scheduleLinks.createByLocation({ week })} variant="adminPrimary" startIcon={<Add />}>
              Add schedule by location
            </Button>
            <Button component={RouterLink} to={scheduleLinks.createByStaff({ week })} variant="secondary" startIcon={<Add />}>
              Add schedule by staff
            </Button>
            <CopyWeekButton week={week} />
          </Stack>
        )}
      </Stack>

      <Box>
        <Link component={RouterLink} to={paths.scheduleTemplates}>
          Shift templates
        </Link>
      </Box>

      <FilterBar label="Location search" fields={[]} search={{ field: 'location.name', label: 'Search locations' }} {...list.filterBarProps} />

      <Paper variant="outlined">
        {overview.isError ? (
          <ErrorState
            title="The schedule could not be loaded"
            message={isApiError(overview.error) && overview.error.status === 403 ? 'Your role does not include reading schedules.' : overview.error.message}
            onRetry={() => void overview.refetch()}
          />
        ) : (
          <>
            <Box sx={{ height: 4 }}>{overview.isFetching && <LinearProgress aria-label="Loading the schedule" />}</Box>
            {overview.data && overview.data.total === 0 ? (
              <EmptyState
                title={searching ? 'No locations match' : 'No locations yet'}
                description={searching ? 'Try another part of the name.' : 'Locations are added in Settings; each gets its weekly schedule here.'}
              />
            ) : (
              <TableContainer>
                <Table size="small" aria-label="Shifts per location and day">
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        Location
                      </TableCell>
                      {days.map((day) => (
                        <TableCell
                          key={day.date}
                          component="th"
                          scope="col"
                          align="center"
                          aria-current={day.date === today ? 'date' : undefined}
                          sx={(theme) => ({ whiteSpace: 'nowrap', backgroundColor: day.date === today ? theme.crewbase.tokens.surfaceMuted : undefined })}
                        >
                          {formatDay(day.date, { weekday: 'short', month: 'short' })}
                        </TableCell>
                      ))}
                      <TableCell component="th" scope="col" align="center">
                        Staff
                      </TableCell>
                      <TableCell component="th" scope="col" align="right">
                        Actions
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {overview.isPending
                      ? Array.from({ length: 3 }, (_, index) => (
                          <TableRow key={index} aria-hidden>
                            {Array.from({ length: 10 }, (_, cell) => (
                              <TableCell key={cell}>
                                <Skeleton variant="text" />
                              </TableCell>
                            ))}
                          </TableRow>
                        ))
                      : overview.data.data.map((row) => <OverviewRow key={row.location.id} row={row} week={week} today={today} canCreate={can('create')} />)}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {overview.data && overview.data.total > 0 && (
              <TablePagination
                component="div"
                count={overview.data.total}
                page={page}
                rowsPerPage={pageSize}
                rowsPerPageOptions={PAGE_SIZES}
                onPageChange={(_, next) => list.tableProps.onPaginationModelChange({ page: next, pageSize })}
                onRowsPerPageChange={(event) => list.tableProps.onPaginationModelChange({ page: 0, pageSize: Number(event.target.value) })}
              />
            )}
          </>
        )}
      </Paper>
    </Stack>
  );
}

function OverviewRow({ row, week, today, canCreate }: { row: LocationScheduleSummary; week: string; today: string; canCreate: boolean }) {
  const navigate = useNavigate();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Link component={RouterLink} to={scheduleLinks.locationWeek(week, row.location.id)} sx={{ fontWeight: 600 }}>
          {row.location.name}
        </Link>
      </TableCell>
      {row.days.map((day) => (
        <TableCell
          key={day.date}
          align="center"
          sx={(theme) => ({ backgroundColor: day.date === today ? theme.crewbase.tokens.surfaceMuted : undefined })}
        >
          {day.shiftCount > 0 ? (
            <Link
              component={RouterLink}
              to={scheduleLinks.locationDay(week, day.dayOfWeek, row.location.id)}
              aria-label={`${row.location.name}, ${formatDay(day.date)}: ${day.shiftCount === 1 ? '1 shift' : `${day.shiftCount} shifts`}`}
            >
              {day.shiftCount}
            </Link>
          ) : (
            <>
              <Typography component="span" color="text.secondary" aria-hidden>
                –
              </Typography>
              <Box component="span" sx={visuallyHidden}>
                No shifts
              </Box>
            </>
          )}
        </TableCell>
      ))}
      <TableCell align="center">{row.staffCount}</TableCell>
      <TableCell align="right">
        <RowActions
          label={`Actions for ${row.location.name}`}
          actions={[
            { label: 'View week', onClick: () => navigate(scheduleLinks.locationWeek(week, row.location.id)) },
            { label: 'Add shifts', onClick: () => navigate(scheduleLinks.createByLocation({ week, locationId: row.location.id })), hidden: !canCreate },
          ]}
        />
      </TableCell>
    </TableRow>
  );
}
