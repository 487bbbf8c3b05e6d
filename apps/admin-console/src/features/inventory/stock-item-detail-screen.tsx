// /admin/inventory/procure/stock-items/{id}: an item with its stock, health and value, and its movements (the ledger
// rows that make its stock), newest first; Edit, Adjust stock and Delete as the role allows.
import { listQueryFromState } from '@crewbase/api-client';
import { inventoryQueries, useInventoryMutations } from '@crewbase/data-access-inventory';
import { endpointPath, movementKindLabels, movementKindSchema, stockMovementEndpoints, type MovementKind, type StockItem, type StockMovement } from '@crewbase/domain';
import { type DataTableColumn, DetailList, formatDate, formatMoney, ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { generatePath, Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { RecordLoader } from '../performance/record-loader';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { quantityColumn } from './inventory-columns';
import { inventoryProblem } from './inventory-problem';
import { StockHealthChip } from './stock-health-chip';

const movementColumns: DataTableColumn<StockMovement>[] = [
  { field: 'createdAt', headerName: 'When', flex: 1, minWidth: 170, valueFormatter: (value: string) => formatDate(value, { month: 'short', time: true }) ?? '—' },
  { field: 'kind', headerName: 'Movement', flex: 1, minWidth: 150, valueFormatter: (value: MovementKind) => movementKindLabels[value] },
  { field: 'quantity', headerName: 'Change', width: 110, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => (value > 0 ? `+${value}` : String(value)) },
  quantityColumn('balanceAfter', 'Balance after', false),
  { field: 'location.id', headerName: 'Location', flex: 1, minWidth: 140, sortable: false, valueGetter: (_v, row) => row.location?.name ?? '—' },
  { field: 'reason', headerName: 'Reason', flex: 1.4, minWidth: 180, sortable: false, valueGetter: (v: string | null) => v ?? '—' },
  { field: 'createdBy', headerName: 'By', width: 130, sortable: false, valueGetter: (_v, row) => row.createdBy?.firstName ?? '—' },
];

export function StockItemDetailScreen() {
  const { id = '' } = useParams();
  const item = useQuery(inventoryQueries.stockItem(id));
  return (
    <RecordLoader query={item} what="this stock item" backTo={{ label: 'Back to stock items', to: paths.inventoryStockItems }}>
      {(data) => <StockItemDetailView item={data} />}
    </RecordLoader>
  );
}

function StockItemDetailView({ item }: { item: StockItem }) {
  const navigate = useNavigate();
  const can = useAdminCan('inventory');
  const { remove } = useInventoryMutations('stockItem');
  const confirmed = useConfirmedAction({ describeError: inventoryProblem });
  const routeNotice = useRouteNotice();
  const [adjusting, setAdjusting] = useState(false);
  const movements = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, prefix: 'moves.', dateField: 'createdAt' });
  const itemFilter = [{ field: 'stockItem.id', operator: '$eq' as const, value: item.id }];
  const movementQuery = useQuery(inventoryQueries.movementList(listQueryFromState({ ...movements.state, filters: [...itemFilter, ...movements.state.filters] })));

  return (
    <Stack spacing={3}>
      {confirmed.notice ?? routeNotice}
      <Stack direction="row" spacing={1.5}>
        {can('update') && (
          <Button component={RouterLink} to={generatePath(paths.inventoryStockItemEdit, { id: item.id })} variant="adminPrimary">
            Edit item
          </Button>
        )}
        {can('update') && (
          <Button variant="secondary" onClick={() => setAdjusting(true)}>
            Adjust stock
          </Button>
        )}
        {can('delete') && (
          <Button
            variant="danger"
            onClick={() =>
              confirmed.ask({
                title: 'Delete this stock item?',
                description: `${item.name} is removed. An item whose stock has ever moved stays on record.`,
                confirmLabel: 'Delete',
                tone: 'danger',
                run: () => remove.mutateAsync(item.id),
                onDone: () => navigate(paths.inventoryStockItems, { replace: true, state: { notice: 'Stock item deleted.' } }),
              })
            }
          >
            Delete item
          </Button>
        )}
      </Stack>
      <Card variant="outlined" sx={{ maxWidth: 900 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h5" component="h2">
              {item.name}
            </Typography>
            <StockHealthChip health={item.stockHealth} />
          </Stack>
          <DetailList
            label="Stock item details"
            columns={2}
            items={[
              { label: 'In stock', value: `${item.availableStock} ${item.unit}` },
              { label: 'Reorder level', value: `${item.reorderLevel} ${item.unit}` },
              { label: 'Category', value: item.category.name },
              { label: 'Unit cost', value: formatMoney(item.unitCost) },
              { label: 'Stock value', value: formatMoney(item.stockValue) },
              { label: 'Added on', value: formatDate(item.createdAt) },
              { label: 'Description', value: item.description },
            ]}
          />
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2">
        Movements
      </Typography>
      <ListScreen<StockMovement>
        label="Movements"
        list={movements}
        query={movementQuery}
        columns={movementColumns}
        filterFields={[{ field: 'kind', label: 'Movement', options: movementKindSchema.options.map((value) => ({ value, label: movementKindLabels[value] })) }]}
        dateRangeLabel="Moved"
        export={listExport(endpointPath(stockMovementEndpoints.list), movements.state, itemFilter)}
        empty={{ title: 'No movements yet', description: 'Stock comes in when a procurement is received, and goes out when it is issued.' }}
      />
      <AdjustStockDialog item={item} open={adjusting} onClose={() => setAdjusting(false)} report={confirmed.report} />
      {confirmed.dialog}
    </Stack>
  );
}
