// /admin/inventory/procure/categories/{id}: a category, how many stock items it holds (with the way to them), and
// Delete while it holds none.
import { inventoryQueries, useInventoryMutations } from '@crewbase/data-access-inventory';
import type { ItemCategory } from '@crewbase/domain';
import { DetailList, formatDate, useConfirmedAction } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { RecordLoader } from '../performance/record-loader';
import { inventoryProblem } from './inventory-problem';
import { filteredListLink } from './list-link';

export function CategoryDetailScreen() {
  const { id = '' } = useParams();
  const category = useQuery(inventoryQueries.category(id));
  return (
    <RecordLoader query={category} what="this category" backTo={{ label: 'Back to categories', to: paths.inventoryCategories }}>
      {(data) => <CategoryDetailView category={data} />}
    </RecordLoader>
  );
}

function CategoryDetailView({ category }: { category: ItemCategory }) {
  const navigate = useNavigate();
  const can = useAdminCan('inventory');
  const { remove } = useInventoryMutations('category');
  const confirmed = useConfirmedAction({ describeError: inventoryProblem });
  const routeNotice = useRouteNotice();

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      {confirmed.notice ?? routeNotice}
      <Stack direction="row" spacing={1.5}>
        {can('create') && (
          <Button component={RouterLink} to={`${paths.inventoryStockItemCreate}?categoryId=${category.id}`} variant="adminPrimary">
            Add item to this category
          </Button>
        )}
        {can('delete') && category.itemCount === 0 && (
          <Button
            variant="danger"
            onClick={() =>
              confirmed.ask({
                title: 'Delete this category?',
                description: `${category.name} is removed.`,
                confirmLabel: 'Delete',
                tone: 'danger',
                run: () => remove.mutateAsync(category.id),
                onDone: () => navigate(paths.inventoryCategories, { replace: true, state: { notice: 'Category deleted.' } }),
              })
            }
          >
            Delete category
          </Button>
        )}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {category.name}
          </Typography>
          <DetailList
            label="Category details"
            items={[
              { label: 'Stock items', value: String(category.itemCount) },
              { label: 'Created on', value: formatDate(category.createdAt) },
            ]}
          />
          {category.itemCount > 0 && (
            <Link component={RouterLink} to={filteredListLink(paths.inventoryStockItems, 'category.id', category.id)} sx={{ display: 'inline-block', mt: 2 }}>
              Stock items in {category.name}
            </Link>
          )}
        </CardContent>
      </Card>
      {confirmed.dialog}
    </Stack>
  );
}
