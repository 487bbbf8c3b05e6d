// /admin/inventory/report: the stock report (stock on hand, and movements over a period). /admin/inventory/reports:
// the other inventory reports (procurement spend by vendor, issuance by location, maintenance costs and turnaround).
// One table at a time, its tab kept in the address, each with its filters and Export.
import { SectionTabs } from '../../shared/section-tabs';
import { IssuanceByLocationReport, MaintenanceReport, MovementsReport, ProcurementSpendReport, StockOnHandReport } from './report-tables';

export function StockReportScreen() {
  return (
    <SectionTabs
      label="Stock report"
      sections={[
        { id: 'on-hand', label: 'Stock on hand', render: () => <StockOnHandReport /> },
        { id: 'movements', label: 'Movements', render: () => <MovementsReport /> },
      ]}
    />
  );
}

export function InventoryReportsScreen() {
  return (
    <SectionTabs
      label="Inventory reports"
      sections={[
        { id: 'spend', label: 'Spend by vendor', render: () => <ProcurementSpendReport /> },
        { id: 'issuance', label: 'Issuance by location', render: () => <IssuanceByLocationReport /> },
        { id: 'maintenance', label: 'Maintenance', render: () => <MaintenanceReport /> },
      ]}
    />
  );
}
