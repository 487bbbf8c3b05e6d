// Chooses a message's departments, locations or staff members by searching the server as the admin types (the
// lists can be long), keeping the chosen ones as chips.
import type { MessageAudience, MessageRecipient } from '@crewbase/domain';
import { peopleQueries } from '@crewbase/data-access-people';
import { settingsQueries } from '@crewbase/data-access-settings';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type Ref } from 'react';

export const PICKER_PAGE_SIZE = 20;

type PickedAudience = Exclude<MessageAudience, 'everyone'>;

export const audienceNouns: Record<PickedAudience, { label: string; placeholder: string }> = {
  departments: { label: 'Departments', placeholder: 'Search departments by name' },
  locations: { label: 'Locations', placeholder: 'Search locations by name' },
  staff: { label: 'Staff members', placeholder: 'Search staff by name' },
};

const byName = (field: string, text: string) => ({
  page: 1,
  limit: PICKER_PAGE_SIZE,
  filters: text ? [{ field, operator: '$cont' as const, value: text }] : [],
  sort: [{ field, direction: 'ASC' as const }],
});

/** One server-searched list per audience; only the one on screen asks. */
function useRecipientOptions(audience: PickedAudience, search: string) {
  const text = search.trim();
  const departments = useQuery({
    ...settingsQueries.departments.list(byName('name', text)),
    enabled: audience === 'departments',
    placeholderData: keepPreviousData,
  });
  const locations = useQuery({
    ...settingsQueries.locations.list(byName('name', text)),
    enabled: audience === 'locations',
    placeholderData: keepPreviousData,
  });
  const staff = useQuery({
    ...peopleQueries.staffList(byName('fullName', text)),
    enabled: audience === 'staff',
    placeholderData: keepPreviousData,
  });
  const active = { departments, locations, staff }[audience];
  const options: MessageRecipient[] =
    audience === 'staff'
      ? (staff.data?.data ?? []).map((s) => ({ id: s.id, name: s.fullName, code: s.staffId }))
      : ((audience === 'departments' ? departments.data?.data : locations.data?.data) ?? []).map((d) => ({ id: d.id, name: d.name, code: null }));
  return { options, loading: active.isFetching, error: active.error };
}

export interface RecipientPickerProps {
  audience: PickedAudience;
  value: MessageRecipient[];
  onChange: (value: MessageRecipient[]) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const optionLabel = (option: MessageRecipient) => (option.code ? `${option.name} (${option.code})` : option.name);

export function RecipientPicker({ audience, value, onChange, onBlur, error, inputRef }: RecipientPickerProps) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const { options, loading, error: loadError } = useRecipientOptions(audience, deferredSearch);
  const noun = audienceNouns[audience];

  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={value}
      loading={loading}
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
      noOptionsText={search ? `No ${noun.label.toLowerCase()} match “${search}”` : `No ${noun.label.toLowerCase()} yet`}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={optionLabel(option)} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={noun.label}
          placeholder={value.length === 0 ? noun.placeholder : undefined}
          error={Boolean(error) || Boolean(loadError)}
          helperText={
            error ??
            (loadError instanceof Error ? `The ${noun.label.toLowerCase()} could not be listed: ${loadError.message}` : 'Type to search; choose as many as needed.')
          }
        />
      )}
    />
  );
}
