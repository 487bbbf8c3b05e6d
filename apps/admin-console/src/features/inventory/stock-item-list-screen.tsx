// /admin/inventory/procure/stock-items: stock items (spec fields name, availableStock, stockHealth, category.name)
// with one-click health filters and their counts; server-paged and exportable. Stock is the ledger's, never typed in.
import { listQueryFromState } from '@crewbase/api-client';
import { inventoryQueries, useInventoryMutations } from '@crewbase/data-access-inventory';
import { endpointPath, stockHealthLabels, stockHealthSchema, stockItemEndpoints, type StockItem } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { moneyColumn } from '../requests/request-columns';
import { quantityColumn, refColumn, stockHealthColumn } from './inventory-columns';
import { inventoryProblem } from './inventory-problem';

const filterFields: FilterBarField[] = [
  { field: 'name', label: 'Item name' },
  { field: 'category.name', label: 'Category' },
  { field: 'unit', label: 'Unit' },
];

const columns: DataTableColumn<StockItem>[] = [
  { field: 'name', headerName: 'Item', flex: 1.4, minWidth: 200 },
  quantityColumn('availableStock', 'In stock'),
  { field: 'unit', headerName: 'Unit', width: 110 },
  stockHealthColumn(),
  refColumn('category.name', 'Category', (row) => row.category),
  { ...moneyColumn('stockValue', 'Stock value'), sortable: false },
];

export function StockItemListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('inventory');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'name', direction: 'ASC' } });
  const query = listQueryFromState(list.state);
  const items = useQuery(inventoryQueries.stockItemList(query));
  const counts = useQuery(inventoryQueries.stockHealthCounts(query));
  const { remove } = useInventoryMutations('stockItem');
  const confirmed = useConfirmedAction({
    describeError: inventoryProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: inventoryQueries.all() }),
  });
  const routeNotice = useRouteNotice();
  const open = (row: StockItem) => navigate(generatePath(paths.inventoryStockItemDetail, { id: row.id }));

  return (
    <ListScreen<StockItem>
      label="Stock items"
      list={list}
      query={items}
      columns={columns}
      filterFields={filterFields}
      statusFilter={{
        field: 'stockHealth',
        label: 'Filter by stock health',
        options: stockHealthSchema.options.map((value) => ({ value, label: stockHealthLabels[value] })),
        counts: counts.data,
      }}
      search={{ field: 'name', label: 'Search stock items by name' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        { label: 'Edit', hidden: !can('update'), onClick: () => navigate(generatePath(paths.inventoryStockItemEdit, { id: row.id })) },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('delete'),
          onClick: () =>
            confirmed.ask({
              title: 'Delete this stock item?',
              description: `${row.name} is removed. An item whose stock has ever moved stays on record.`,
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: 'Stock item deleted.',
              run: () => remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for the stock item ${row.name}`}
      onRowClick={open}
      create={can('create') ? { label: 'Add item', to: paths.inventoryStockItemCreate } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(stockItemEndpoints.list), list.state)}
      empty={{ title: 'No stock items yet', description: 'Add the items you keep; their stock comes in with procurements.' }}
      notice={confirmed.notice ?? routeNotice}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
