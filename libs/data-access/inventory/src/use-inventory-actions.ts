// The inventory workflow steps and stock corrections, each a mutation that caches the record's answer and refreshes
// everything else (stock, metrics, reports): order and receive a procurement; fulfil or deny a requisition; return
// or flag an issued item; send an item for maintenance and complete it; adjust an item's stock or reverse a movement.
import { inventoryApi } from '@crewbase/api-client';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { refreshInventory } from './inventory-cache';
import { inventoryQueries } from './inventory.queries';

type Input<F extends (...args: never[]) => unknown, I extends number> = Parameters<F>[I];

export type ReceiveProcurementFields = NonNullable<Input<typeof inventoryApi.procurement.receive, 1>>;
export type FulfilRequisitionFields = NonNullable<Input<typeof inventoryApi.requisition.fulfil, 1>>;
export type FlagIssuanceFields = Input<typeof inventoryApi.issuance.flag, 2>;
export type SendForMaintenanceFields = Input<typeof inventoryApi.maintenance.sendForMaintenance, 1>;
export type CompleteMaintenanceFields = Input<typeof inventoryApi.maintenance.complete, 1>;
export type StockAdjustmentFields = Input<typeof inventoryApi.movement.adjust, 0>;

export function useInventoryActions() {
  const queryClient = useQueryClient();
  const settle = (queryKey: QueryKey) => (data: unknown) => refreshInventory(queryClient, { saved: { queryKey, data } });
  const settleAll = () => refreshInventory(queryClient);
  return {
    orderProcurement: useMutation({
      mutationFn: (id: string) => inventoryApi.procurement.order(id),
      onSuccess: (data) => settle(inventoryQueries.procurement(data.id).queryKey)(data),
    }),
    receiveProcurement: useMutation({
      mutationFn: ({ id, input }: { id: string; input?: ReceiveProcurementFields }) => inventoryApi.procurement.receive(id, input ?? {}),
      onSuccess: (data) => settle(inventoryQueries.procurement(data.id).queryKey)(data),
    }),
    fulfilRequisition: useMutation({
      mutationFn: ({ id, input }: { id: string; input?: FulfilRequisitionFields }) => inventoryApi.requisition.fulfil(id, input ?? {}),
      onSuccess: (data) => settle(inventoryQueries.requisition(data.id).queryKey)(data),
    }),
    denyRequisition: useMutation({
      mutationFn: ({ id, note }: { id: string; note: string }) => inventoryApi.requisition.deny(id, { note }),
      onSuccess: (data) => settle(inventoryQueries.requisition(data.id).queryKey)(data),
    }),
    returnIssuance: useMutation({
      mutationFn: ({ id, note }: { id: string; note?: string }) => inventoryApi.issuance.return(id, note ? { note } : {}),
      onSuccess: (data) => settle(inventoryQueries.issuance(data.id).queryKey)(data),
    }),
    flagIssuance: useMutation({
      mutationFn: ({ id, locationId, input }: { id: string; locationId: string; input: FlagIssuanceFields }) => inventoryApi.issuance.flag(id, locationId, input),
      onSuccess: (data) => settle(inventoryQueries.issuance(data.id).queryKey)(data),
    }),
    sendForMaintenance: useMutation({
      mutationFn: ({ id, input }: { id: string; input: SendForMaintenanceFields }) => inventoryApi.maintenance.sendForMaintenance(id, input),
      onSuccess: (data) => settle(inventoryQueries.maintenance(data.id).queryKey)(data),
    }),
    completeMaintenance: useMutation({
      mutationFn: ({ id, input }: { id: string; input: CompleteMaintenanceFields }) => inventoryApi.maintenance.complete(id, input),
      onSuccess: (data) => settle(inventoryQueries.maintenance(data.id).queryKey)(data),
    }),
    adjustStock: useMutation({ mutationFn: (input: StockAdjustmentFields) => inventoryApi.movement.adjust(input), onSuccess: settleAll }),
    reverseMovement: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) => inventoryApi.movement.reverse(id, { reason }),
      onSuccess: settleAll,
    }),
  };
}
