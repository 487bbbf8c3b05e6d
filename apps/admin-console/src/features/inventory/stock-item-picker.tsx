// Picks a stock item, searching the stock items list on the server as the admin types, so it works the same with
// ten items or five thousand. Each option says what is in stock, so nobody asks for what is not there.
import { listQuery } from '@crewbase/api-client';
import { inventoryQueries } from '@crewbase/data-access-inventory';
import type { StockItem } from '@crewbase/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export interface StockItemPickerProps {
  value: StockItem | null;
  onChange: (item: StockItem | null) => void;
  label?: string;
  error?: string;
  /** Items already chosen on other lines: not offered again. */
  excludeIds?: readonly string[];
  name?: string;
  /** `requisition`: the requisition form's list of items, which a site manager (requisitions read alone) may read. */
  source?: 'stock' | 'requisition';
}

const SEARCH_DELAY_MS = 300;

export const inStockText = (item: Pick<StockItem, 'availableStock' | 'unit'>) => `${item.availableStock}${item.unit ? ` ${item.unit}` : ''} in stock`;

export function StockItemPicker({ value, onChange, label = 'Stock item', error, excludeIds = [], name, source = 'stock' }: StockItemPickerProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const term = value !== null && input === value.name ? '' : search;
  const query = listQuery().filter('name', '$cont', term).sort('name', 'ASC').limit(20).build();
  const items = useQuery({
    ...(source === 'requisition' ? inventoryQueries.requisitionStockItemList(query) : inventoryQueries.stockItemList(query)),
    staleTime: 10_000,
  });
  const options = (items.data?.data ?? []).filter((item) => item.id === value?.id || !excludeIds.includes(item.id));

  return (
    <Autocomplete<StockItem, false, false, false>
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.name} · {inStockText(option)}
        </li>
      )}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={items.isFetching}
      noOptionsText={items.isError ? 'Stock items could not be loaded. Type again to retry.' : 'No stock items match'}
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} required error={Boolean(error)} helperText={error ?? (value ? inStockText(value) : 'Type an item name')} />
      )}
    />
  );
}
