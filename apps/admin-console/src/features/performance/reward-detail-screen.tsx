// /admin/performance/appraisals/reward/{id}: one reward (kind, recipient, amount, date, reason), its appraisal if it
// was granted from one, and Edit / Delete until a pay run includes it.
import { performanceQueries, usePerformanceMutations } from '@crewbase/data-access-performance';
import { formatDate, formatMoney } from '@crewbase/ui';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { StaffLink } from '../requests/staff-link';
import { RecordLoader } from './record-loader';
import { RewardPenaltyDetail } from './reward-penalty-detail';
import { rewardRecipient } from './reward-penalty-lists';

const LIST = `${paths.performanceAppraisals}?tab=rewards`;

export function RewardDetailScreen() {
  const { id = '' } = useParams();
  const reward = useQuery(performanceQueries.reward(id));
  const { remove } = usePerformanceMutations('reward');
  return (
    <RecordLoader query={reward} what="this reward" backTo={{ label: 'Back to rewards', to: LIST }}>
      {(data) => (
        <RewardPenaltyDetail
          noun="reward"
          heading={`${data.kind} for ${rewardRecipient(data)}`}
          locked={Boolean(data.payRunId)}
          editTo={generatePath(paths.performanceRewardEdit, { id: data.id })}
          listTo={LIST}
          describe={`The ${data.kind} of ${formatMoney(data.rewardAmount)} for ${rewardRecipient(data)}`}
          remove={() => remove.mutateAsync(data.id)}
          items={[
            { label: 'Reward', value: data.kind },
            { label: 'Recipient', value: data.staff ? <StaffLink staff={data.staff} /> : `${data.customerName ?? '—'} (customer)` },
            { label: 'Amount', value: formatMoney(data.rewardAmount) },
            { label: 'Date', value: formatDate(data.date) },
            { label: 'Reason', value: data.reason },
            {
              label: 'Appraisal',
              value: data.appraisalId ? (
                <Link component={RouterLink} to={generatePath(paths.performanceAppraisalDetail, { id: data.appraisalId })}>
                  Open the appraisal
                </Link>
              ) : (
                'Granted on its own'
              ),
            },
            { label: 'Pay run', value: data.payRunId ? 'Included' : 'Not yet included' },
            { label: 'Created on', value: formatDate(data.createdAt) },
          ]}
        />
      )}
    </RecordLoader>
  );
}
