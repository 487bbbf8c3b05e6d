// /admin/performance/appraisals/penalty/{id}: one penalty (staff, amount, date, reason), its appraisal if it was
// recorded from one, and Edit / Delete until a pay run includes it.
import { performanceQueries, usePerformanceMutations } from '@crewbase/data-access-performance';
import { formatDate, formatMoney } from '@crewbase/ui';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { StaffLink } from '../requests/staff-link';
import { RecordLoader } from './record-loader';
import { RewardPenaltyDetail } from './reward-penalty-detail';

const LIST = `${paths.performanceAppraisals}?tab=penalties`;

export function PenaltyDetailScreen() {
  const { id = '' } = useParams();
  const penalty = useQuery(performanceQueries.penalty(id));
  const { remove } = usePerformanceMutations('penalty');
  return (
    <RecordLoader query={penalty} what="this penalty" backTo={{ label: 'Back to penalties', to: LIST }}>
      {(data) => (
        <RewardPenaltyDetail
          noun="penalty"
          heading={`Penalty for ${data.staff.fullName}`}
          locked={Boolean(data.payRunId)}
          editTo={generatePath(paths.performancePenaltyEdit, { id: data.id })}
          listTo={LIST}
          describe={`The penalty of ${formatMoney(data.amount)} for ${data.staff.fullName}`}
          remove={() => remove.mutateAsync(data.id)}
          items={[
            { label: 'Staff', value: <StaffLink staff={data.staff} /> },
            { label: 'Amount', value: formatMoney(data.amount) },
            { label: 'Date', value: formatDate(data.date) },
            { label: 'Reason', value: data.reason },
            {
              label: 'Appraisal',
              value: data.appraisalId ? (
                <Link component={RouterLink} to={generatePath(paths.performanceAppraisalDetail, { id: data.appraisalId })}>
                  Open the appraisal
                </Link>
              ) : (
                'Recorded on its own'
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
