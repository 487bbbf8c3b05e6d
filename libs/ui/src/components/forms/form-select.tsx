// A select bound to react-hook-form, with options given as { value, label }.
import MenuItem from '@mui/material/MenuItem';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import TextField, { type OutlinedTextFieldProps } from '@mui/material/TextField';
import type { FormFieldProps } from './form-field-props';
import { inputVariantSx, type InputVariant } from './input-variant-sx';

export interface FormSelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export type FormSelectProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TContext = unknown,
  TTransformedValues = TFieldValues,
> = FormFieldProps<TFieldValues, TName, TContext, TTransformedValues> &
  Omit<
    OutlinedTextFieldProps,
    'name' | 'label' | 'helperText' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'variant' | 'select' | 'children'
  > & {
    options: readonly FormSelectOption[];
    variant?: InputVariant;
    /** A first, empty choice such as "All departments" (filters) or "Select a bank". */
    emptyOptionLabel?: string;
  };

export function FormSelect<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  label,
  helperText,
  rules,
  options,
  variant = 'primary',
  emptyOptionLabel,
  sx,
  ...textField
}: FormSelectProps<TFieldValues, TName, TContext, TTransformedValues>) {
  const { field, fieldState } = useController({ control, name, rules });
  // MUI's select speaks strings; hand the form back the option's own value (numbers stay numbers).
  const onChange = (raw: string) => {
    const option = options.find((candidate) => String(candidate.value) === raw);
    field.onChange(option ? option.value : '');
  };
  return (
    <TextField
      fullWidth
      size={variant === 'filter' ? 'small' : 'medium'}
      {...textField}
      select
      variant="outlined"
      name={field.name}
      label={label}
      value={field.value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled || textField.disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      sx={[inputVariantSx(variant), ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {emptyOptionLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyOptionLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
