// Chooses several staff members (a team's members), searching the staff list on the server as the admin types,
// so it works the same with ten staff or ten thousand; the chosen ones stay as chips.
import { listQuery } from '@crewbase/api-client';
import { peopleQueries } from '@crewbase/data-access-people';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type Ref } from 'react';
import type { StaffOption } from '../people-pickers/staff-picker';

export interface StaffMultiPickerProps {
  label: string;
  value: StaffOption[];
  onChange: (value: StaffOption[]) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const RESULTS = 20;
const optionLabel = (option: StaffOption) => `${option.fullName} (${option.staffId})`;

export function StaffMultiPicker({ label, value, onChange, onBlur, error, inputRef }: StaffMultiPickerProps) {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const staff = useQuery({
    ...peopleQueries.staffList(listQuery().filter('fullName', '$cont', term).filter('status', '$eq', 'Active').sort('fullName', 'ASC').limit(RESULTS).build()),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options: StaffOption[] = (staff.data?.data ?? []).map(({ id, staffId, fullName }) => ({ id, staffId, fullName }));

  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={value}
      loading={staff.isFetching}
      // The server already filtered by the search text.
      filterOptions={(list) => list}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={optionLabel}
      inputValue={search}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') setSearch(text);
      }}
      onChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      noOptionsText={staff.isError ? 'Staff could not be loaded. Type again to retry.' : 'No active staff match'}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={optionLabel(option)} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} inputRef={inputRef} label={label} error={Boolean(error)} helperText={error ?? 'Type a name to search; choose as many as needed.'} />
      )}
    />
  );
}
