// /admin/inventory/procure/categories: item categories (spec fields name, createdAt) with their item counts,
// server-paged and exportable; View / Delete per row.
import { listQueryFromState } from '@crewbase/api-client';
import { inventoryQueries, useInventoryMutations } from '@crewbase/data-access-inventory';
import { endpointPath, itemCategoryEndpoints, type ItemCategory } from '@crewbase/domain';
import { type DataTableColumn, ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { dateColumn } from '../requests/request-columns';
import { quantityColumn } from './inventory-columns';
import { inventoryProblem } from './inventory-problem';

const columns: DataTableColumn<ItemCategory>[] = [
  { field: 'name', headerName: 'Category', flex: 1.5, minWidth: 220 },
  quantityColumn('itemCount', 'Items', false),
  dateColumn('createdAt', 'Created on'),
];

export function CategoryListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('inventory');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'name', direction: 'ASC' } });
  const categories = useQuery(inventoryQueries.categoryList(listQueryFromState(list.state)));
  const { remove } = useInventoryMutations('category');
  const confirmed = useConfirmedAction({
    describeError: inventoryProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: inventoryQueries.all() }),
  });
  const routeNotice = useRouteNotice();
  const open = (row: ItemCategory) => navigate(generatePath(paths.inventoryCategoryDetail, { id: row.id }));

  return (
    <ListScreen<ItemCategory>
      label="Categories"
      list={list}
      query={categories}
      columns={columns}
      search={{ field: 'name', label: 'Search categories by name' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('delete'),
          disabled: row.itemCount > 0,
          onClick: () =>
            confirmed.ask({
              title: 'Delete this category?',
              description: `${row.name} is removed.`,
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: 'Category deleted.',
              run: () => remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for the category ${row.name}`}
      onRowClick={open}
      create={can('create') ? { label: 'Add category', to: paths.inventoryCategoryCreate } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(itemCategoryEndpoints.list), list.state)}
      empty={{ title: 'No categories yet', description: 'Categories group stock items: stationery, cleaning supplies, uniforms, equipment.' }}
      notice={confirmed.notice ?? routeNotice}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
