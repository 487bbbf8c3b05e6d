// Create, edit and delete for the inventory records kept in lists. The answer goes into the record's detail cache;
// everything else under inventoryQueries.all() refreshes. A refusal carries the server's field messages (400) or
// says why (409: a name taken, a vendor a procurement names, a record no longer pending).
import { inventoryApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshInventory } from './inventory-cache';
import { inventoryQueries } from './inventory.queries';

const apis = {
  vendor: inventoryApi.vendor,
  category: inventoryApi.category,
  stockItem: inventoryApi.stockItem,
  procurement: inventoryApi.procurement,
  requisition: inventoryApi.requisition,
  issuance: { ...inventoryApi.issuance, remove: undefined },
  maintenance: inventoryApi.maintenance,
} as const;

export type InventoryRecordKind = keyof typeof apis;

const detailOf = {
  vendor: inventoryQueries.vendor,
  category: inventoryQueries.category,
  stockItem: inventoryQueries.stockItem,
  procurement: inventoryQueries.procurement,
  requisition: inventoryQueries.requisition,
  issuance: inventoryQueries.issuance,
  maintenance: inventoryQueries.maintenance,
} as const satisfies Record<InventoryRecordKind, unknown>;

type Api<K extends InventoryRecordKind> = (typeof apis)[K];
export type InventoryCreateInput<K extends InventoryRecordKind> = Parameters<Api<K>['create']>[0];
export type InventoryUpdateInput<K extends InventoryRecordKind> = Parameters<Api<K>['update']>[1];
export type InventorySaved<K extends InventoryRecordKind> = Awaited<ReturnType<Api<K>['create']>>;

export function useInventoryMutations<K extends InventoryRecordKind>(kind: K) {
  const queryClient = useQueryClient();
  const api = apis[kind] as unknown as {
    create: (input: InventoryCreateInput<K>) => Promise<InventorySaved<K>>;
    update: (id: string, input: InventoryUpdateInput<K>) => Promise<InventorySaved<K>>;
    remove?: (id: string) => Promise<void>;
  };
  const detailKey = (id: string) => detailOf[kind](id).queryKey;
  const settle = (saved: InventorySaved<K>) => refreshInventory(queryClient, { saved: { queryKey: detailKey((saved as { id: string }).id), data: saved } });
  return {
    create: useMutation({ mutationFn: (input: InventoryCreateInput<K>) => api.create(input), onSuccess: settle }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: InventoryUpdateInput<K> }) => api.update(id, input),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) => {
        if (!api.remove) throw new Error(`A ${kind} cannot be deleted.`);
        return api.remove(id);
      },
      onSuccess: (_, id) => refreshInventory(queryClient, { removed: detailKey(id) }),
    }),
  };
}
