// A set of radio buttons bound to react-hook-form. The legend names the group; the error sits under it.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { CrewbaseLook } from '../../theme/mui-augmentation';
import type { FormFieldProps } from './form-field-props';

export interface FormRadioOption {
  value: string | number | boolean;
  label: string;
  disabled?: boolean;
}

export type FormRadioGroupProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TContext = unknown,
  TTransformedValues = TFieldValues,
> = FormFieldProps<TFieldValues, TName, TContext, TTransformedValues> & {
  options: readonly FormRadioOption[];
  /** Lay the options out in a row instead of a column. */
  row?: boolean;
  /** The staff or admin radio style; defaults to the current theme's look. */
  variant?: CrewbaseLook;
  disabled?: boolean;
  required?: boolean;
};

export function FormRadioGroup<
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
  row = false,
  variant,
  disabled,
  required,
}: FormRadioGroupProps<TFieldValues, TName, TContext, TTransformedValues>) {
  const { field, fieldState } = useController({ control, name, rules });
  const theme = useTheme();
  const labelId = useId();
  const helperId = useId();
  const message = fieldState.error?.message ?? helperText;
  const look = variant ?? theme.crewbase.look;
  const checkedColor = look === 'admin' ? theme.crewbase.tokens.link : theme.crewbase.tokens.primary;

  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={field.disabled || disabled} required={required}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
        name={field.name}
        value={field.value === undefined || field.value === null ? '' : String(field.value)}
        aria-labelledby={labelId}
        aria-describedby={message ? helperId : undefined}
        onChange={(_event, raw) => field.onChange(options.find((option) => String(option.value) === raw)?.value ?? raw)}
        onBlur={field.onBlur}
        sx={
          look === 'admin'
            ? { gap: row ? 1.5 : 1, '& .MuiFormControlLabel-root': { m: 0, pr: 2, pl: 0.5, border: 1, borderColor: 'divider', borderRadius: 1 } }
            : undefined
        }
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(option.value)}
            label={option.label}
            disabled={option.disabled}
            control={
              <Radio
                slotProps={{ input: index === 0 ? { ref: field.ref } : undefined }}
                sx={{ '&.Mui-checked': { color: checkedColor } }}
              />
            }
          />
        ))}
      </RadioGroup>
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
