// Chooses several departments or job titles (a KPI's scope) from the whole list, kept as chips. These lists are
// short (the picker asks for the first 100 by name, the API's page ceiling), so typing filters what was loaded.
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

export interface NamedOption {
  id: string;
  name: string;
}

export interface NamedMultiPickerProps {
  label: string;
  options: readonly NamedOption[];
  value: NamedOption[];
  onChange: (value: NamedOption[]) => void;
  onBlur?: () => void;
  loading?: boolean;
  /** The field's problem, or a load failure. */
  error?: string;
  helperText: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function NamedMultiPicker({ label, options, value, onChange, onBlur, loading, error, helperText, disabled, inputRef }: NamedMultiPickerProps) {
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options as NamedOption[]}
      value={value}
      loading={loading}
      disabled={disabled}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.name}
      onChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      noOptionsText={`No ${label.toLowerCase()} match`}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.name} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} inputRef={inputRef} label={label} error={Boolean(error)} helperText={error ?? helperText} />}
    />
  );
}
