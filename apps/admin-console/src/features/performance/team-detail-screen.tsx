// /admin/performance/teams/{id}: a team, its manager and members, with Edit and Delete as the role allows.
import { performanceQueries, usePerformanceMutations } from '@crewbase/data-access-performance';
import type { TeamDetail } from '@crewbase/domain';
import { DetailList, formatDate, useConfirmedAction } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { StaffLink } from '../requests/staff-link';
import { performanceProblem } from './performance-problem';
import { RecordLoader } from './record-loader';

export function TeamDetailScreen() {
  const { id = '' } = useParams();
  const team = useQuery(performanceQueries.team(id));
  return (
    <RecordLoader query={team} what="this team" backTo={{ label: 'Back to teams', to: paths.performanceTeams }}>
      {(data) => <TeamDetailView team={data} />}
    </RecordLoader>
  );
}

function TeamDetailView({ team }: { team: TeamDetail }) {
  const navigate = useNavigate();
  const can = useAdminCan('performance-review');
  const { remove } = usePerformanceMutations('team');
  const confirmed = useConfirmedAction({ describeError: performanceProblem });
  const routeNotice = useRouteNotice();

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      {confirmed.notice ?? routeNotice}
      <Stack direction="row" spacing={1.5}>
        {can('update') && (
          <Button component={RouterLink} to={generatePath(paths.performanceTeamUpdate, { id: team.id })} variant="adminPrimary">
            Edit team
          </Button>
        )}
        {can('delete') && (
          <Button
            variant="danger"
            onClick={() =>
              confirmed.ask({
                title: 'Delete this team?',
                description: `${team.name} is removed. Its members keep their reviews.`,
                confirmLabel: 'Delete',
                tone: 'danger',
                run: () => remove.mutateAsync(team.id),
                onDone: () => navigate(paths.performanceTeams, { replace: true, state: { notice: 'Team deleted.' } }),
              })
            }
          >
            Delete team
          </Button>
        )}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {team.name}
          </Typography>
          <DetailList
            label="Team details"
            items={[
              { label: 'Department', value: team.department.name },
              { label: 'Manager', value: <StaffLink staff={team.manager} /> },
              { label: 'Members', value: String(team.memberCount) },
              { label: 'Created on', value: formatDate(team.createdAt) },
            ]}
          />
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label="Members">
        <CardContent>
          <Typography variant="h6" component="h2">
            Members
          </Typography>
          {team.members.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              No members yet.{can('update') ? ' Edit the team to add them.' : ''}
            </Typography>
          ) : (
            <List dense aria-label="Team members">
              {team.members.map((member) => (
                <ListItem key={member.id} disableGutters>
                  <ListItemText primary={<StaffLink staff={member} />} />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      {confirmed.dialog}
    </Stack>
  );
}
