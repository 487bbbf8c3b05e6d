// /admin/inventory/setup: the first run of inventory. Two steps, each with its count so far: add a category, then
// add the items kept in it. Once items exist, the way on is the procure overview.
import { inventoryQueries } from '@crewbase/data-access-inventory';
import { formatListTotal } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';

const FIRST = { page: 1, limit: 1, sort: [], filters: [] };

export function SetupScreen() {
  const can = useAdminCan('inventory');
  const routeNotice = useRouteNotice();
  const categories = useQuery(inventoryQueries.categoryList(FIRST));
  const items = useQuery(inventoryQueries.stockItemList(FIRST));
  const categoryCount = categories.data?.total;
  const itemCount = items.data?.total;
  const categoryTotal = categories.data && formatListTotal(categories.data);
  const itemTotal = items.data && formatListTotal(items.data);

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      {routeNotice}
      <Typography color="text.secondary">
        Set up the store in two steps: the categories you keep stock in, then the items. Stock then comes in with procurements.
      </Typography>
      <Card variant="outlined" component="section" aria-label="Step 1: categories">
        <CardContent>
          <Typography variant="h6" component="h2">
            1. Categories
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {categoryCount === undefined ? 'Counting…' : categoryCount === 0 ? 'No categories yet.' : `${categoryTotal} ${categoryCount === 1 ? 'category' : 'categories'} so far.`}
          </Typography>
          <Stack direction="row" spacing={1.5}>
            {can('create') && (
              <Button component={RouterLink} to={`${paths.inventoryCategoryCreate}?from=setup`} variant="adminPrimary">
                Add Category
              </Button>
            )}
            {Boolean(categoryCount) && (
              <Button component={RouterLink} to={paths.inventoryCategories} variant="secondary">
                See categories
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label="Step 2: items">
        <CardContent>
          <Typography variant="h6" component="h2">
            2. Items
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {categoryCount === 0
              ? 'Add a category first: every item belongs to one.'
              : itemCount === undefined
                ? 'Counting…'
                : itemCount === 0
                  ? 'No items yet.'
                  : `${itemTotal} ${itemCount === 1 ? 'item' : 'items'} so far.`}
          </Typography>
          <Stack direction="row" spacing={1.5}>
            {can('create') && (
              <Button component={RouterLink} to={`${paths.inventoryStockItemCreate}?from=setup`} variant="adminPrimary" disabled={!categoryCount}>
                Add items
              </Button>
            )}
            {Boolean(itemCount) && (
              <Button component={RouterLink} to={paths.inventoryProcure} variant="secondary">
                Go to the procure overview
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
