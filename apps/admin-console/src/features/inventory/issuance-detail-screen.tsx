// /admin/inventory/issuance/{id}: an issued item: what, how many, to where or whom, its status and history. While
// issued: Edit (where it went), Return to stock, Flag (damaged, faulty, lost) at its location.
import { inventoryQueries, useInventoryActions } from '@crewbase/data-access-inventory';
import type { IssuanceDetail } from '@crewbase/domain';
import { AuditTrail, DetailList, formatDate, useConfirmedAction } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { RecordLoader } from '../performance/record-loader';
import { toAuditEntries } from '../requests/audit-entries';
import { inventoryProblem } from './inventory-problem';
import { IssuanceStatusChip } from './issuance-status-chip';

export function IssuanceDetailScreen() {
  const { id = '' } = useParams();
  const issuance = useQuery(inventoryQueries.issuance(id));
  return (
    <RecordLoader query={issuance} what="this issued item" backTo={{ label: 'Back to issued items', to: paths.inventoryIssuance }}>
      {(data) => <IssuanceDetailView issuance={data} />}
    </RecordLoader>
  );
}

function IssuanceDetailView({ issuance }: { issuance: IssuanceDetail }) {
  const queryClient = useQueryClient();
  const can = useAdminCan('inventory');
  const { returnIssuance } = useInventoryActions();
  const confirmed = useConfirmedAction({
    describeError: inventoryProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: inventoryQueries.all() }),
  });
  const routeNotice = useRouteNotice();
  const issued = issuance.status === 'ISSUED';

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      {confirmed.notice ?? routeNotice}
      {issued && can('update') && (
        <Stack direction="row" spacing={1.5}>
          {issuance.location && (
            <Button component={RouterLink} to={generatePath(paths.inventoryIssuanceFlag, { id: issuance.id, locationId: issuance.location.id })} variant="adminPrimary">
              Flag
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() =>
              confirmed.ask({
                title: 'Return this item to stock?',
                description: `${issuance.quantity} of ${issuance.stockItem.name} go back into the store.`,
                confirmLabel: 'Return to stock',
                note: { label: 'Note (optional)' },
                doneMessage: 'Returned to stock.',
                run: (note) => returnIssuance.mutateAsync({ id: issuance.id, note }),
              })
            }
          >
            Return to stock
          </Button>
          <Button component={RouterLink} to={generatePath(paths.inventoryIssuanceUpdate, { id: issuance.id })} variant="secondary">
            Edit
          </Button>
        </Stack>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h5" component="h2">
              {issuance.quantity} × {issuance.stockItem.name}
            </Typography>
            <IssuanceStatusChip status={issuance.status} />
          </Stack>
          <DetailList
            label="Issue details"
            columns={2}
            items={[
              {
                label: 'Item',
                value: (
                  <Link component={RouterLink} to={generatePath(paths.inventoryStockItemDetail, { id: issuance.stockItem.id })}>
                    {issuance.stockItem.name}
                  </Link>
                ),
              },
              { label: 'Quantity', value: String(issuance.quantity) },
              { label: 'Location', value: issuance.location?.name },
              { label: 'Staff member', value: issuance.staff?.fullName },
              { label: 'Issued by', value: issuance.issuedBy?.fullName },
              { label: 'Issued on', value: formatDate(issuance.createdAt) },
              {
                label: 'Requisition',
                value: issuance.requisitionId ? (
                  <Link component={RouterLink} to={generatePath(paths.inventoryRequisitionDetail, { id: issuance.requisitionId })}>
                    See the requisition
                  </Link>
                ) : null,
              },
              {
                label: 'Maintenance',
                value: issuance.maintenanceRequestId ? (
                  <Link component={RouterLink} to={generatePath(paths.inventoryMaintainDetail, { id: issuance.maintenanceRequestId })}>
                    See the maintenance request
                  </Link>
                ) : null,
              },
              { label: 'Note', value: issuance.note },
            ]}
          />
        </CardContent>
      </Card>
      <AuditTrail entries={toAuditEntries(issuance.history)} title="History" headingLevel={2} />
      {confirmed.dialog}
    </Stack>
  );
}
