// Who reaches which part of inventory. The `inventory` permission opens the whole area (procure, issuance,
// maintenance, reports); `requisitions` alone (a site manager) opens only the requisitions list and its screens.
import type { Can } from '../access/use-can';

export const canUseInventory = (can: Can): boolean => can('inventory', 'read');
