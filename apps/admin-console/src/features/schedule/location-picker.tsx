// Picks a location, searching location names on the server as the admin types (through the schedule overview,
// which lists every location), so it works the same with five car parks or five hundred.
import { scheduleQueries } from '@crewbase/data-access-schedule';
import type { NamedRef } from '@crewbase/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';

export interface LocationPickerProps {
  value: NamedRef | null;
  onChange: (location: NamedRef | null) => void;
  label?: string;
  /** The field's problem (client validation or the server's message). */
  error?: string;
  required?: boolean;
  size?: 'small' | 'medium';
}

const RESULTS = 20;

export function LocationPicker({ value, onChange, label = 'Location', error, required, size }: LocationPickerProps) {
  const [input, setInput] = useState('');
  const typedSelection = value !== null && input === value.name;
  const search = useDeferredValue(typedSelection ? '' : input.trim());
  const locations = useQuery({
    ...scheduleQueries.overview({ search }, { limit: RESULTS }),
    staleTime: 60_000,
  });
  const options: NamedRef[] = locations.data?.data.map((row) => row.location) ?? [];

  return (
    <Autocomplete<NamedRef, false, false, false>
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={locations.isFetching}
      noOptionsText={locations.isError ? 'Locations could not be loaded. Type again to retry.' : 'No locations match'}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} size={size} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
