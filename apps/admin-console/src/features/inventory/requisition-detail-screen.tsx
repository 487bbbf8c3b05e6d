// /admin/inventory/requisitions/{id}: what a location asked for, line by line (asked, issued, left, in stock), and
// its history. While Pending: Fulfil (issue the items, on the issuance screen), Deny with a required reason, Edit.
import { inventoryQueries, useInventoryActions, useInventoryMutations } from '@crewbase/data-access-inventory';
import type { RequisitionDetail } from '@crewbase/domain';
import { AuditTrail, DetailList, formatDate, StatusChip, useConfirmedAction } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useCan } from '../access/use-can';
import { RecordLoader } from '../performance/record-loader';
import { toAuditEntries } from '../requests/audit-entries';
import { inventoryProblem } from './inventory-problem';
import { filteredListLink } from './list-link';

export function RequisitionDetailScreen() {
  const { id = '' } = useParams();
  const requisition = useQuery(inventoryQueries.requisition(id));
  return (
    <RecordLoader query={requisition} what="this requisition" backTo={{ label: 'Back to requisitions', to: paths.inventoryRequisitions }}>
      {(data) => <RequisitionDetailView requisition={data} />}
    </RecordLoader>
  );
}

function RequisitionDetailView({ requisition }: { requisition: RequisitionDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const { denyRequisition } = useInventoryActions();
  const { remove } = useInventoryMutations('requisition');
  const confirmed = useConfirmedAction({
    describeError: inventoryProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: inventoryQueries.all() }),
  });
  const routeNotice = useRouteNotice();
  const pending = requisition.status === 'Pending';

  return (
    <Stack spacing={3} sx={{ maxWidth: 1000 }}>
      {confirmed.notice ?? routeNotice}
      {pending && (
        <Stack direction="row" spacing={1.5}>
          {can('inventory', 'create') && (
            <Button component={RouterLink} to={`${paths.inventoryIssuanceCreate}?requisitionId=${requisition.id}`} variant="adminPrimary">
              Fulfil
            </Button>
          )}
          {can('requisitions', 'approve') && (
            <Button
              variant="danger"
              onClick={() =>
                confirmed.ask({
                  title: 'Deny this requisition?',
                  description: `${requisition.location.name} is told it will not get these items, with your reason.`,
                  confirmLabel: 'Deny',
                  tone: 'danger',
                  note: { label: 'Reason', requiredMessage: 'Enter the reason for denying it.' },
                  doneMessage: 'Requisition denied.',
                  run: (note) => denyRequisition.mutateAsync({ id: requisition.id, note: note ?? '' }),
                })
              }
            >
              Deny
            </Button>
          )}
          {can('requisitions', 'update') && (
            <Button component={RouterLink} to={generatePath(paths.inventoryRequisitionUpdate, { id: requisition.id })} variant="secondary">
              Edit requisition
            </Button>
          )}
          {can('requisitions', 'delete') && (
            <Button
              variant="secondary"
              onClick={() =>
                confirmed.ask({
                  title: 'Delete this requisition?',
                  description: `The requisition from ${requisition.location.name} is removed.`,
                  confirmLabel: 'Delete',
                  tone: 'danger',
                  run: () => remove.mutateAsync(requisition.id),
                  onDone: () => navigate(paths.inventoryRequisitions, { replace: true, state: { notice: 'Requisition deleted.' } }),
                })
              }
            >
              Delete
            </Button>
          )}
        </Stack>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h5" component="h2">
              Requisition from {requisition.location.name}
            </Typography>
            <StatusChip status={requisition.status} />
          </Stack>
          <DetailList
            label="Requisition details"
            columns={2}
            items={[
              { label: 'Location', value: requisition.location.name },
              { label: 'For', value: requisition.staff?.fullName },
              { label: 'Raised by', value: requisition.requestedBy?.fullName },
              { label: 'Raised on', value: formatDate(requisition.createdAt) },
              { label: 'Reason', value: requisition.reason },
              ...(requisition.decisionNote ? [{ label: 'Why it was denied', value: requisition.decisionNote }] : []),
            ]}
          />
          {requisition.issuanceIds.length > 0 && can('inventory', 'read') && (
            <Link component={RouterLink} to={filteredListLink(paths.inventoryIssuance, 'requisitionId', requisition.id)} sx={{ display: 'inline-block', mt: 2 }}>
              The items issued for it
            </Link>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label="Items asked for">
        <CardContent>
          <Typography variant="h6" component="h2">
            Items asked for
          </Typography>
          <Table size="small" aria-label="Items asked for">
            <TableHead>
              <TableRow>
                <TableCell>Item</TableCell>
                <TableCell align="right">Asked</TableCell>
                <TableCell align="right">Issued</TableCell>
                <TableCell align="right">Left to issue</TableCell>
                <TableCell align="right">In stock</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {requisition.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell component="th" scope="row">
                    {line.stockItem.name}
                  </TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{line.fulfilledQuantity}</TableCell>
                  <TableCell align="right">{line.quantity - line.fulfilledQuantity}</TableCell>
                  <TableCell align="right">{line.availableStock}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <AuditTrail entries={toAuditEntries(requisition.history)} title="History" headingLevel={2} />
      {confirmed.dialog}
    </Stack>
  );
}
