// The shape of the reward and penalty pages: the record's details, Edit and Delete for roles that may, or why it is
// locked (a pay run has included it), and the appraisal it was granted from.
import { DetailList, useConfirmedAction, type DetailListItem } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { PayRunLock } from './pay-run-lock';
import { performanceProblem } from './performance-problem';

export interface RewardPenaltyDetailProps {
  noun: 'reward' | 'penalty';
  heading: string;
  items: DetailListItem[];
  locked: boolean;
  editTo: string;
  listTo: string;
  /** e.g. "The Holiday of ₦25,000.00 for Adaeze Nwosu". */
  describe: string;
  remove: () => Promise<unknown>;
}

export function RewardPenaltyDetail({ noun, heading, items, locked, editTo, listTo, describe, remove }: RewardPenaltyDetailProps) {
  const navigate = useNavigate();
  const can = useAdminCan('performance-review');
  const confirmed = useConfirmedAction({ describeError: performanceProblem });
  const routeNotice = useRouteNotice();
  const title = noun === 'reward' ? 'Reward' : 'Penalty';
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      {confirmed.notice ?? routeNotice}
      {locked ? (
        <PayRunLock noun={noun} />
      ) : (
        <Stack direction="row" spacing={1.5}>
          {can('update') && (
            <Button component={RouterLink} to={editTo} variant="adminPrimary">
              Edit {noun}
            </Button>
          )}
          {can('delete') && (
            <Button
              variant="danger"
              onClick={() =>
                confirmed.ask({
                  title: `Delete this ${noun}?`,
                  description: `${describe} is removed. This cannot be undone.`,
                  confirmLabel: 'Delete',
                  tone: 'danger',
                  run: remove,
                  onDone: () => navigate(listTo, { replace: true, state: { notice: `${title} deleted.` } }),
                })
              }
            >
              Delete {noun}
            </Button>
          )}
        </Stack>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {heading}
          </Typography>
          <DetailList label={`${title} details`} items={items} />
        </CardContent>
      </Card>
      {confirmed.dialog}
    </Stack>
  );
}
