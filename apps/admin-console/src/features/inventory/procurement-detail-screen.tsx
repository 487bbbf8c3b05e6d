// /admin/inventory/procure/procurements/{id}: a procurement's vendor, lines (ordered, received, unit cost, line
// total), the server's total and its history; Mark ordered while pending, Receive (all or part) once ordered.
import { inventoryQueries, useInventoryActions, useInventoryMutations } from '@crewbase/data-access-inventory';
import type { ProcurementDetail } from '@crewbase/domain';
import { AuditTrail, DetailList, formatDate, formatMoney, StatusChip, useConfirmedAction } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { generatePath, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { RecordLoader } from '../performance/record-loader';
import { toAuditEntries } from '../requests/audit-entries';
import { inventoryProblem } from './inventory-problem';
import { ReceiveDialog } from './receive-dialog';

export function ProcurementDetailScreen() {
  const { id = '' } = useParams();
  const procurement = useQuery(inventoryQueries.procurement(id));
  return (
    <RecordLoader query={procurement} what="this procurement" backTo={{ label: 'Back to procurements', to: paths.inventoryProcurements }}>
      {(data) => <ProcurementDetailView procurement={data} />}
    </RecordLoader>
  );
}

function ProcurementDetailView({ procurement }: { procurement: ProcurementDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('inventory');
  const { orderProcurement } = useInventoryActions();
  const { remove } = useInventoryMutations('procurement');
  const confirmed = useConfirmedAction({
    describeError: inventoryProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: inventoryQueries.all() }),
  });
  const routeNotice = useRouteNotice();
  const [receiving, setReceiving] = useState(false);
  const { status } = procurement;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      {confirmed.notice ?? routeNotice}
      <Stack direction="row" spacing={1.5}>
        {status === 'PENDING' && can('approve') && (
          <Button
            variant="adminPrimary"
            onClick={() =>
              confirmed.ask({
                title: 'Mark this procurement as ordered?',
                description: `It is sent to ${procurement.vendor.name} for ${formatMoney(procurement.totalCost)}. Its lines can no longer be changed.`,
                confirmLabel: 'Mark ordered',
                doneMessage: 'Marked as ordered. Receive it when the stock arrives.',
                run: () => orderProcurement.mutateAsync(procurement.id),
              })
            }
          >
            Mark ordered
          </Button>
        )}
        {status === 'IN_PROGRESS' && can('approve') && (
          <Button variant="adminPrimary" onClick={() => setReceiving(true)}>
            Receive
          </Button>
        )}
        {status === 'PENDING' && can('delete') && (
          <Button
            variant="danger"
            onClick={() =>
              confirmed.ask({
                title: 'Delete this procurement?',
                description: `The procurement from ${procurement.vendor.name} is removed. Nothing was ordered yet.`,
                confirmLabel: 'Delete',
                tone: 'danger',
                run: () => remove.mutateAsync(procurement.id),
                onDone: () => navigate(paths.inventoryProcurements, { replace: true, state: { notice: 'Procurement deleted.' } }),
              })
            }
          >
            Delete procurement
          </Button>
        )}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h5" component="h2">
              Procurement from {procurement.vendor.name}
            </Typography>
            <StatusChip status={status} />
          </Stack>
          <DetailList
            label="Procurement details"
            columns={2}
            items={[
              {
                label: 'Vendor',
                value: (
                  <Link component={RouterLink} to={generatePath(paths.inventoryVendorDetail, { id: procurement.vendor.id })}>
                    {procurement.vendor.name}
                  </Link>
                ),
              },
              { label: 'Raised by', value: procurement.user?.fullName },
              { label: 'Raised on', value: formatDate(procurement.createdAt) },
              { label: 'Ordered on', value: formatDate(procurement.orderedAt) },
              { label: 'Completed on', value: formatDate(procurement.completedAt) },
              { label: 'Total cost', value: formatMoney(procurement.totalCost) },
              { label: 'Note', value: procurement.note },
            ]}
          />
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label="Lines">
        <CardContent>
          <Typography variant="h6" component="h2">
            Lines
          </Typography>
          <Table size="small" aria-label="Procurement lines">
            <TableHead>
              <TableRow>
                <TableCell>Item</TableCell>
                <TableCell align="right">Ordered</TableCell>
                <TableCell align="right">Received</TableCell>
                <TableCell align="right">Unit cost</TableCell>
                <TableCell align="right">Line total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {procurement.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={generatePath(paths.inventoryStockItemDetail, { id: line.stockItem.id })}>
                      {line.stockItem.name}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{line.receivedQuantity}</TableCell>
                  <TableCell align="right">{formatMoney(line.unitCost)}</TableCell>
                  <TableCell align="right">{formatMoney(line.lineTotal)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={4} align="right" sx={{ fontWeight: 600 }}>
                  Total
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatMoney(procurement.totalCost)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </CardContent>
      </Card>
      <AuditTrail entries={toAuditEntries(procurement.history)} title="History" headingLevel={2} />
      {status === 'IN_PROGRESS' && <ReceiveDialog key={procurement.updatedAt} procurement={procurement} open={receiving} onClose={() => setReceiving(false)} report={confirmed.report} />}
      {confirmed.dialog}
    </Stack>
  );
}
