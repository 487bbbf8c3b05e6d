// /admin/inventory: where the Inventory entry lands. An admin with the whole inventory goes to the procure overview;
// anyone with requisitions alone (a site manager) goes straight to the requisitions list (spec section 6).
import { accountQueries } from '@crewbase/data-access-account';
import { PageSpinner } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { paths } from '../../app/paths';
import { NotAllowed } from '../access/not-allowed';
import { useCan } from '../access/use-can';
import { canUseInventory } from './inventory-access';

export function InventoryHome() {
  const profile = useQuery(accountQueries.adminProfile());
  const can = useCan();
  if (!profile.data) return <PageSpinner />;
  if (canUseInventory(can)) return <Navigate to={paths.inventoryProcure} replace />;
  if (can('requisitions', 'read')) return <Navigate to={paths.inventoryRequisitions} replace />;
  return <NotAllowed what="inventory" />;
}
