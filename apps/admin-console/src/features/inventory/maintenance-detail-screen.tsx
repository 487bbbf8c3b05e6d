// /admin/inventory/maintain/{id}: a maintenance request: the item, where and by whom it was flagged, priority and
// what is wrong; the vendor and expected return once sent (Overdue when past it); cost, notes and turnaround once
// completed; its history. Send for maintenance while pending, Complete while with the vendor.
import { inventoryQueries } from '@crewbase/data-access-inventory';
import type { MaintenanceRequestDetail } from '@crewbase/domain';
import { AuditTrail, DetailList, formatDate, formatDay, formatMoney, StatusChip, useConfirmedAction } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { RecordLoader } from '../performance/record-loader';
import { toAuditEntries } from '../requests/audit-entries';
import { CompleteMaintenanceDialog } from './complete-maintenance-dialog';
import { inventoryProblem } from './inventory-problem';
import { OverdueChip } from './maintenance-columns';

export function MaintenanceDetailScreen() {
  const { id = '' } = useParams();
  const request = useQuery(inventoryQueries.maintenance(id));
  return (
    <RecordLoader query={request} what="this maintenance request" backTo={{ label: 'Back to maintenance requests', to: paths.inventoryMaintain }}>
      {(data) => <MaintenanceDetailView request={data} />}
    </RecordLoader>
  );
}

const day = (value: string | null) => (value ? formatDay(value, { weekday: 'short', month: 'long', year: true }) : null);

function MaintenanceDetailView({ request }: { request: MaintenanceRequestDetail }) {
  const queryClient = useQueryClient();
  const can = useAdminCan('inventory');
  const confirmed = useConfirmedAction({
    describeError: inventoryProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: inventoryQueries.all() }),
  });
  const routeNotice = useRouteNotice();
  const [completing, setCompleting] = useState(false);

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      {confirmed.notice ?? routeNotice}
      {request.overdue && (
        <Alert severity="warning">
          Overdue: {request.vendor?.name ?? 'the vendor'} was to return it by {day(request.expectedReturnDate)}.
        </Alert>
      )}
      {can('approve') && request.status !== 'COMPLETED' && (
        <Stack direction="row" spacing={1.5}>
          {request.status === 'PENDING' && (
            <Button component={RouterLink} to={generatePath(paths.inventoryMaintainSend, { id: request.id })} variant="adminPrimary">
              Send for maintenance
            </Button>
          )}
          {request.status === 'IN_PROGRESS' && (
            <Button variant="adminPrimary" onClick={() => setCompleting(true)}>
              Complete
            </Button>
          )}
        </Stack>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h5" component="h2">
              Maintenance of {request.item.name}
            </Typography>
            <StatusChip status={request.status} />
            {request.overdue && <OverdueChip />}
          </Stack>
          <DetailList
            label="Maintenance details"
            columns={2}
            items={[
              { label: 'Item', value: request.item.name },
              { label: 'Location', value: request.location?.name },
              { label: 'Condition', value: request.condition ? request.condition.charAt(0) + request.condition.slice(1).toLowerCase() : null },
              { label: 'Priority', value: request.priority },
              { label: 'Flagged by', value: request.flaggedBy?.fullName },
              { label: 'Flagged on', value: formatDate(request.createdAt) },
              { label: 'What is wrong', value: request.description },
              { label: 'Vendor', value: request.vendor?.name },
              { label: 'Sent on', value: formatDate(request.sentAt) },
              { label: 'Expected back', value: day(request.expectedReturnDate) },
              { label: 'Completed on', value: formatDate(request.completedAt) },
              { label: 'Cost', value: formatMoney(request.cost) },
              { label: 'Turnaround', value: request.turnaroundDays === null ? null : `${request.turnaroundDays} ${request.turnaroundDays === 1 ? 'day' : 'days'}` },
              { label: 'Notes', value: request.completionNotes },
            ]}
          />
          {request.issuanceId && (
            <Link component={RouterLink} to={generatePath(paths.inventoryIssuanceDetail, { id: request.issuanceId })} sx={{ display: 'inline-block', mt: 2 }}>
              The issued item
            </Link>
          )}
        </CardContent>
      </Card>
      <AuditTrail entries={toAuditEntries(request.history)} title="History" headingLevel={2} />
      {request.status === 'IN_PROGRESS' && <CompleteMaintenanceDialog request={request} open={completing} onClose={() => setCompleting(false)} report={confirmed.report} />}
      {confirmed.dialog}
    </Stack>
  );
}
