// Picks the staff member a request is made for, searching the admin staff list on the server as the admin types
// (name or staff ID), so it works the same with ten staff or ten thousand.
import { listQuery } from '@crewbase/api-client';
import { peopleQueries } from '@crewbase/data-access-people';
import type { StaffListItem } from '@crewbase/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export type StaffOption = Pick<StaffListItem, 'id' | 'staffId' | 'fullName'>;

export interface StaffPickerProps {
  value: StaffOption | null;
  onChange: (staff: StaffOption | null) => void;
  label?: string;
  /** The field's problem (client validation or the server's message). */
  error?: string;
  required?: boolean;
  name?: string;
  /** `small` beside other small fields (a filter bar). */
  size?: 'small' | 'medium';
}

const SEARCH_DELAY_MS = 300;
const RESULTS = 20;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

// Staff IDs look like STF-0001; anything else is searched as a name.
const looksLikeStaffId = (text: string) => /^[a-z]{2,5}-?\d+$/i.test(text);

export function StaffPicker({ value, onChange, label = 'Staff member', error, required, name, size }: StaffPickerProps) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), SEARCH_DELAY_MS);
  const typedSelection = value !== null && input === optionLabel(value);
  const term = typedSelection ? '' : search;

  // The staff list's own key, so a staff change (a new joiner, a status move) refreshes the picker too.
  const staff = useQuery({
    ...peopleQueries.staffList(
      listQuery()
        .filter(looksLikeStaffId(term) ? 'staffId' : 'fullName', '$cont', term)
        .filter('status', '$eq', 'Active')
        .sort('fullName', 'ASC')
        .limit(RESULTS)
        .build(),
    ),
    staleTime: 30_000,
  });

  const options: StaffOption[] = staff.data?.data ?? [];

  return (
    <Autocomplete<StaffOption, false, false, false>
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={options}
      // The server already filtered; the grid of options is its answer.
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={staff.isFetching}
      noOptionsText={staff.isError ? 'Staff could not be loaded. Type again to retry.' : 'No active staff match'}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          size={size}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? 'Type a name or staff ID'}
        />
      )}
    />
  );
}

function optionLabel(option: StaffOption) {
  return `${option.fullName} (${option.staffId})`;
}
