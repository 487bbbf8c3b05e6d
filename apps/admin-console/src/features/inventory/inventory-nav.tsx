// The inventory area's two tab bars (spec section 2): Procure (Overview, Procurements, Stock Items, Vendors,
// Categories) above every procure screen, and Inventory (Requisitions, Issued Items, Maintenance Requests) above the
// requisition, issuance and maintenance screens. Links, with the section holding the current page marked.
import Box from '@mui/material/Box';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { useCan } from '../access/use-can';
import { canUseInventory } from './inventory-access';

interface Section {
  label: string;
  to: string;
  /** Also marked for these paths (e.g. the create screen that lives beside the list). */
  also?: string[];
  /** Only whole-inventory admins see it. */
  inventoryOnly?: boolean;
}

const procureSections: Section[] = [
  { label: 'Overview', to: paths.inventoryProcure },
  { label: 'Procurements', to: paths.inventoryProcurements, also: [paths.inventoryProcurementCreate, paths.inventoryProcureMaintenance] },
  { label: 'Stock Items', to: paths.inventoryStockItems },
  { label: 'Vendors', to: paths.inventoryVendors },
  { label: 'Categories', to: paths.inventoryCategories },
];

const inventorySections: Section[] = [
  { label: 'Requisitions', to: paths.inventoryRequisitions },
  { label: 'Issued Items', to: paths.inventoryIssuance, inventoryOnly: true },
  { label: 'Maintenance Requests', to: paths.inventoryMaintain, inventoryOnly: true },
];

function TabBar({ label, sections }: { label: string; sections: Section[] }) {
  const { pathname } = useLocation();
  const can = useCan();
  const shown = sections.filter((section) => !section.inventoryOnly || canUseInventory(can));
  // The overview's path is a prefix of every procure path: only an exact match marks it.
  const isCurrent = (section: Section) =>
    section.to === paths.inventoryProcure
      ? pathname === section.to
      : pathname === section.to || pathname.startsWith(`${section.to}/`) || (section.also ?? []).some((p) => pathname.startsWith(p));
  return (
    <Box component="nav" aria-label={label} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((section) => {
          const current = isCurrent(section);
          return (
            <li key={section.to}>
              <Box
                component={Link}
                to={section.to}
                aria-current={current ? 'page' : undefined}
                className={current ? 'current' : ''}
                sx={{
                  display: 'inline-block',
                  px: 2,
                  py: 1.25,
                  color: 'text.secondary',
                  fontWeight: 600,
                  textDecoration: 'none',
                  whiteSpace: 'nowrap',
                  borderBottom: 3,
                  borderColor: 'transparent',
                  '&:hover': { color: 'text.primary' },
                  '&.current': { color: 'primary.main', borderColor: 'primary.main' },
                  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                {section.label}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** Above every procure screen. */
export function ProcureNav() {
  return (
    <>
      <TabBar label="Procure" sections={procureSections} />
      <Outlet />
    </>
  );
}

/** Above the requisition, issuance and maintenance screens. */
export function InventoryNav() {
  return (
    <>
      <TabBar label="Inventory" sections={inventorySections} />
      <Outlet />
    </>
  );
}
