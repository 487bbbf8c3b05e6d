// What every inventory change refreshes. Stock moves across records (a receipt raises an item, the metrics and the
// reports; an issue fulfils a requisition), so everything under inventoryQueries.all() refetches, inactive queries
// too: the app never refetches on mount, so a screen left behind would come back stale.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { inventoryQueries } from './inventory.queries';

export interface InventoryRefreshOptions {
  /** The changed record's detail and the server's answer for it: cached as it is instead of fetched again. */
  saved?: { queryKey: QueryKey; data: unknown };
  /** A deleted record's detail: never asked for again (it would only be a 404). */
  removed?: QueryKey;
}

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

export async function refreshInventory(queryClient: QueryClient, { saved, removed }: InventoryRefreshOptions = {}): Promise<void> {
  if (removed) queryClient.removeQueries({ queryKey: removed, exact: true, type: 'inactive' });
  if (saved) queryClient.setQueryData(saved.queryKey, saved.data);
  const skipped = [saved?.queryKey, removed].filter((key): key is QueryKey => key !== undefined);
  await queryClient.invalidateQueries({
    queryKey: inventoryQueries.all(),
    refetchType: 'all',
    predicate: (query) => !skipped.some((key) => sameKey(query.queryKey, key)),
  });
}
