// Select options the inventory forms share: categories, vendors and locations (the first 100 by name: the API's
// page ceiling, far above a company's count of each).
import { inventoryQueries } from '@crewbase/data-access-inventory';
import { PICKER_QUERY, settingsQueries } from '@crewbase/data-access-settings';
import { useQuery } from '@tanstack/react-query';

const optionsOf = (rows: readonly { id: string; name: string }[] | undefined) => (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

export function useCategoryOptions() {
  const categories = useQuery(inventoryQueries.categoryList(PICKER_QUERY));
  return { options: optionsOf(categories.data?.data), loadError: categories.isError ? 'The categories could not be listed.' : undefined };
}

export function useVendorOptions() {
  const vendors = useQuery(inventoryQueries.vendorList(PICKER_QUERY));
  return { options: optionsOf(vendors.data?.data), loadError: vendors.isError ? 'The vendors could not be listed.' : undefined };
}

/** Locations; `requisition` reads them through the requisition form's own list, open to a site manager. */
export function useLocationOptions(source: 'settings' | 'requisition' = 'settings') {
  const locations = useQuery(source === 'requisition' ? inventoryQueries.requisitionLocationList(PICKER_QUERY) : settingsQueries.locations.list(PICKER_QUERY));
  return { options: optionsOf(locations.data?.data), loadError: locations.isError ? 'The locations could not be listed.' : undefined };
}
