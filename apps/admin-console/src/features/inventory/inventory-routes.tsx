// The inventory screens (issue 13), under /admin/inventory, each a lazy chunk behind the permission it needs: the
// procure screens under the Procure tabs, requisitions, issued items and maintenance under the Inventory tabs.
// Requisitions take the `requisitions` permission (a site manager has it alone); everything else `inventory`.
import type { PermissionAction, PermissionResource } from '@crewbase/domain';
import { lazyScreen } from '@crewbase/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { paths } from '../../app/paths';
import { RequirePermission } from '../access/require-permission';
import type { Breadcrumb, RouteHandle } from '../layout/route-handle';
import { InventoryHome } from './inventory-home';
import { InventoryNav, ProcureNav } from './inventory-nav';

const load = <M,>(loader: () => Promise<M>, pick: (m: M) => ComponentType) => lazyScreen(() => loader().then((m) => ({ default: pick(m) })));

const SetupScreen = load(() => import('./setup-screen'), (m) => m.SetupScreen);
const OverviewScreen = load(() => import('./procure-overview-screen'), (m) => m.ProcureOverviewScreen);
const VendorListScreen = load(() => import('./vendor-list-screen'), (m) => m.VendorListScreen);
const VendorCreateScreen = load(() => import('./vendor-form-screen'), (m) => () => <m.VendorFormScreen mode="create" />);
const VendorEditScreen = load(() => import('./vendor-form-screen'), (m) => () => <m.VendorFormScreen mode="edit" />);
const VendorDetailScreen = load(() => import('./vendor-detail-screen'), (m) => m.VendorDetailScreen);
const CategoryListScreen = load(() => import('./category-list-screen'), (m) => m.CategoryListScreen);
const CategoryCreateScreen = load(() => import('./category-form-screen'), (m) => m.CategoryFormScreen);
const CategoryDetailScreen = load(() => import('./category-detail-screen'), (m) => m.CategoryDetailScreen);
const StockItemListScreen = load(() => import('./stock-item-list-screen'), (m) => m.StockItemListScreen);
const StockItemCreateScreen = load(() => import('./stock-item-form-screen'), (m) => () => <m.StockItemFormScreen mode="create" />);
const StockItemEditScreen = load(() => import('./stock-item-form-screen'), (m) => () => <m.StockItemFormScreen mode="edit" />);
const StockItemDetailScreen = load(() => import('./stock-item-detail-screen'), (m) => m.StockItemDetailScreen);
const ProcurementListScreen = load(() => import('./procurement-list-screen'), (m) => m.ProcurementListScreen);
const ProcurementCreateScreen = load(() => import('./procurement-create-screen'), (m) => m.ProcurementCreateScreen);
const ProcurementDetailScreen = load(() => import('./procurement-detail-screen'), (m) => m.ProcurementDetailScreen);
const ProcureMaintenanceScreen = load(() => import('./procure-maintenance-screen'), (m) => m.ProcureMaintenanceScreen);
const RequisitionListScreen = load(() => import('./requisition-list-screen'), (m) => m.RequisitionListScreen);
const RequisitionCreateScreen = load(() => import('./requisition-form-screen'), (m) => () => <m.RequisitionFormScreen mode="create" />);
const RequisitionUpdateScreen = load(() => import('./requisition-form-screen'), (m) => () => <m.RequisitionFormScreen mode="edit" />);
const RequisitionDetailScreen = load(() => import('./requisition-detail-screen'), (m) => m.RequisitionDetailScreen);
const IssuanceListScreen = load(() => import('./issuance-list-screen'), (m) => m.IssuanceListScreen);
const IssuanceCreateScreen = load(() => import('./issuance-create-screen'), (m) => m.IssuanceCreateScreen);
const IssuanceDetailScreen = load(() => import('./issuance-detail-screen'), (m) => m.IssuanceDetailScreen);
const IssuanceUpdateScreen = load(() => import('./issuance-update-screen'), (m) => m.IssuanceUpdateScreen);
const IssuanceFlagScreen = load(() => import('./issuance-flag-screen'), (m) => m.IssuanceFlagScreen);
const MaintenanceListScreen = load(() => import('./maintenance-list-screen'), (m) => m.MaintenanceListScreen);
const MaintenanceDetailScreen = load(() => import('./maintenance-detail-screen'), (m) => m.MaintenanceDetailScreen);
const MaintenanceSendScreen = load(() => import('./maintenance-send-screen'), (m) => m.MaintenanceSendScreen);
const StockReportScreen = load(() => import('./report-screens'), (m) => m.StockReportScreen);
const InventoryReportsScreen = load(() => import('./report-screens'), (m) => m.InventoryReportsScreen);

const procure: Breadcrumb = { label: 'Procure', to: paths.inventoryProcure };
const inventory: Breadcrumb = { label: 'Inventory', to: paths.inventory };
const sections = {
  vendors: { label: 'Vendors', to: paths.inventoryVendors },
  categories: { label: 'Categories', to: paths.inventoryCategories },
  stockItems: { label: 'Stock Items', to: paths.inventoryStockItems },
  procurements: { label: 'Procurements', to: paths.inventoryProcurements },
  requisitions: { label: 'Requisitions', to: paths.inventoryRequisitions },
  issuance: { label: 'Issued Items', to: paths.inventoryIssuance },
  maintain: { label: 'Maintenance Requests', to: paths.inventoryMaintain },
} satisfies Record<string, Breadcrumb>;

const handle = (title: string, trail: Breadcrumb[] = []): RouteHandle => ({
  title,
  breadcrumbs: [{ label: 'Dashboard', to: paths.dashboard }, inventory, ...trail, { label: title }],
});
const recordHandle = (title: string, trail: Breadcrumb[]): RouteHandle => ({ ...handle(title, trail), referenceParam: 'id' });

const guarded = (resource: PermissionResource, action: PermissionAction, what: string, Screen: ComponentType) => (
  <RequirePermission resource={resource} action={action} what={what}>
    {lazyElement(Screen)}
  </RequirePermission>
);
const stock = (action: PermissionAction, what: string, Screen: ComponentType) => guarded('inventory', action, what, Screen);
const asks = (action: PermissionAction, what: string, Screen: ComponentType) => guarded('requisitions', action, what, Screen);

export const inventoryRoutes = (): RouteObject[] => [
  { path: paths.inventory, element: <InventoryHome />, handle: handle('Inventory') },
  { path: paths.inventorySetup, element: stock('read', 'inventory setup', SetupScreen), handle: handle('Inventory Setup') },
  { path: paths.inventoryReport, element: stock('read', 'the stock report', StockReportScreen), handle: handle('Stock Report') },
  { path: paths.inventoryReports, element: stock('read', 'the inventory reports', InventoryReportsScreen), handle: handle('Inventory Reports') },
  {
    element: <ProcureNav />,
    children: [
      { path: paths.inventoryProcure, element: stock('read', 'the procure overview', OverviewScreen), handle: handle('Procure Overview') },
      { path: paths.inventoryVendors, element: stock('read', 'vendors', VendorListScreen), handle: handle('Vendors', [procure]) },
      { path: paths.inventoryVendorCreate, element: stock('create', 'new vendors', VendorCreateScreen), handle: handle('Add Vendor', [procure, sections.vendors]) },
      { path: paths.inventoryVendorEdit, element: stock('update', 'editing vendors', VendorEditScreen), handle: recordHandle('Edit Vendor', [procure, sections.vendors]) },
      { path: paths.inventoryVendorDetail, element: stock('read', 'vendors', VendorDetailScreen), handle: recordHandle('Vendor', [procure, sections.vendors]) },
      { path: paths.inventoryCategories, element: stock('read', 'categories', CategoryListScreen), handle: handle('Categories', [procure]) },
      { path: paths.inventoryCategoryCreate, element: stock('create', 'new categories', CategoryCreateScreen), handle: handle('Add Category', [procure, sections.categories]) },
      { path: paths.inventoryCategoryDetail, element: stock('read', 'categories', CategoryDetailScreen), handle: recordHandle('Category', [procure, sections.categories]) },
      { path: paths.inventoryStockItems, element: stock('read', 'stock items', StockItemListScreen), handle: handle('Stock Items', [procure]) },
      { path: paths.inventoryStockItemCreate, element: stock('create', 'new stock items', StockItemCreateScreen), handle: handle('Add Item', [procure, sections.stockItems]) },
      { path: paths.inventoryStockItemEdit, element: stock('update', 'editing stock items', StockItemEditScreen), handle: recordHandle('Edit Stock Item', [procure, sections.stockItems]) },
      { path: paths.inventoryStockItemDetail, element: stock('read', 'stock items', StockItemDetailScreen), handle: recordHandle('Stock Item', [procure, sections.stockItems]) },
      { path: paths.inventoryProcurements, element: stock('read', 'procurements', ProcurementListScreen), handle: handle('Procurements', [procure]) },
      { path: paths.inventoryProcurementCreate, element: stock('create', 'new procurements', ProcurementCreateScreen), handle: handle('New Procurement', [procure, sections.procurements]) },
      { path: paths.inventoryProcurementDetail, element: stock('read', 'procurements', ProcurementDetailScreen), handle: recordHandle('Procurement', [procure, sections.procurements]) },
      { path: paths.inventoryProcureMaintenance, element: stock('read', 'maintenance', ProcureMaintenanceScreen), handle: handle('Maintenance with Vendors', [procure]) },
    ],
  },
  {
    element: <InventoryNav />,
    children: [
      { path: paths.inventoryRequisitions, element: asks('read', 'requisitions', RequisitionListScreen), handle: handle('Requisitions') },
      { path: paths.inventoryRequisitionCreate, element: asks('create', 'new requisitions', RequisitionCreateScreen), handle: handle('New Requisition', [sections.requisitions]) },
      { path: paths.inventoryRequisitionDetail, element: asks('read', 'requisitions', RequisitionDetailScreen), handle: recordHandle('Requisition', [sections.requisitions]) },
      { path: paths.inventoryRequisitionUpdate, element: asks('update', 'editing requisitions', RequisitionUpdateScreen), handle: recordHandle('Edit Requisition', [sections.requisitions]) },
      { path: paths.inventoryIssuance, element: stock('read', 'issued items', IssuanceListScreen), handle: handle('Issued Items') },
      { path: paths.inventoryIssuanceCreate, element: stock('create', 'issuing items', IssuanceCreateScreen), handle: handle('Issue Items', [sections.issuance]) },
      { path: paths.inventoryIssuanceDetail, element: stock('read', 'issued items', IssuanceDetailScreen), handle: recordHandle('Issued Item', [sections.issuance]) },
      { path: paths.inventoryIssuanceUpdate, element: stock('update', 'editing issued items', IssuanceUpdateScreen), handle: recordHandle('Edit Issued Item', [sections.issuance]) },
      { path: paths.inventoryIssuanceFlag, element: stock('update', 'flagging issued items', IssuanceFlagScreen), handle: recordHandle('Flag Issued Item', [sections.issuance]) },
      { path: paths.inventoryMaintain, element: stock('read', 'maintenance requests', MaintenanceListScreen), handle: handle('Maintenance Requests') },
      { path: paths.inventoryMaintainDetail, element: stock('read', 'maintenance requests', MaintenanceDetailScreen), handle: recordHandle('Maintenance Request', [sections.maintain]) },
      { path: paths.inventoryMaintainSend, element: stock('approve', 'sending items for maintenance', MaintenanceSendScreen), handle: recordHandle('Send for Maintenance', [sections.maintain]) },
    ],
  },
];
