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

export function useLocationOptions() {
  const locations = useQuery(settingsQueries.locations.list(PICKER_QUERY));
  return { options: optionsOf(locations.data?.data), loadError: locations.isError ? 'The locations could not be listed.' : undefined };
}

/** The requisition form's locations, from its own list: a site manager (requisitions read alone) may read it. */
export function useRequisitionLocationOptions() {
  const locations = useQuery(inventoryQueries.requisitionLocationList(PICKER_QUERY));
  return { options: optionsOf(locations.data?.data), loadError: locations.isError ? 'The locations could not be listed.' : undefined };
}
