// /admin/profiles/staffs/{id}: one staff member, in tabs. The open tab is in the address (`?tab=documents`).
import { useMediaUrl } from '@crewbase/data-access-account';
import { peopleQueries } from '@crewbase/data-access-people';
import { initialsOf, PageSpinner, StatusChip } from '@crewbase/ui';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { QueryErrorState } from '../access/query-error-state';
import { useCan } from '../access/use-can';
import { staffTabs } from './staff-tabs';
import { useRouteNotice } from '../../shared/use-route-notice';
import { PendingBankChangesNotice } from '../bank-detail-changes/pending-bank-changes-notice';

export function StaffDetailScreen() {
  const { id = '' } = useParams();
  const staff = useQuery(peopleQueries.staffDetail(id));
  const can = useCan();
  const [searchParams, setSearchParams] = useSearchParams();
  const baseId = useId();
  const avatarSrc = useMediaUrl(staff.data?.avatar);
  // "Efua Owusu was added ...", left by Add New Staff.
  const routeNotice = useRouteNotice();

  if (staff.isPending) return <PageSpinner />;
  if (staff.isError) {
    return (
      <QueryErrorState
        error={staff.error}
        onRetry={() => void staff.refetch()}
        title="This staff member could not be loaded"
        what="this staff member"
        backTo={{ label: 'Back to staff', to: paths.profilesStaffs }}
      />
    );
  }

  const tabs = staffTabs.filter((tab) => !tab.resource || can(tab.resource, 'read'));
  const current = tabs.find((tab) => tab.id === searchParams.get('tab')) ?? tabs[0];
  const person = staff.data;

  return (
    <Stack spacing={3}>
      {routeNotice}
      <PendingBankChangesNotice staffId={person.id} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={avatarSrc} sx={{ width: 56, height: 56 }}>
            {initialsOf(person.fullName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h2">
              {person.fullName}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography color="text.secondary">{person.staffId}</Typography>
              <StatusChip status={person.status} />
              {person.jobTitleName && <Typography color="text.secondary">· {person.jobTitleName}</Typography>}
            </Stack>
          </Box>
        </Stack>
      </Paper>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={current.id}
          onChange={(_event, tab: string) => setSearchParams({ tab }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Staff profile sections"
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.label}
              id={`${baseId}-tab-${tab.id}`}
              // Only the open tab's panel is rendered, so only it may be pointed at.
              aria-controls={tab.id === current.id ? `${baseId}-panel-${tab.id}` : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${baseId}-panel-${current.id}`} aria-labelledby={`${baseId}-tab-${current.id}`}>
        {current.render(person)}
      </Box>
    </Stack>
  );
}
