// A date field bound to react-hook-form; the form value is a dayjs date or null.
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { PickerLocalization } from './picker-localization';
import dayjs, { type Dayjs } from 'dayjs';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './form-field-props';
import { inputVariantSx, type InputVariant } from './input-variant-sx';

export type FormDatePickerProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TContext = unknown,
  TTransformedValues = TFieldValues,
> = FormFieldProps<TFieldValues, TName, TContext, TTransformedValues> &
  Pick<
    DatePickerProps,
    'minDate' | 'maxDate' | 'disableFuture' | 'disablePast' | 'shouldDisableDate' | 'views' | 'openTo' | 'format' | 'disabled' | 'readOnly'
  > & {
    variant?: InputVariant;
    required?: boolean;
  };

// Tolerates a form that stores ISO strings: they are read as dates, and the picker hands back dayjs.
const toDayjs = (value: unknown): Dayjs | null => {
  if (value === null || value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) return value;
  return dayjs(value as string | Date);
};

export function FormDatePicker<
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
  variant = 'primary',
  required,
  ...picker
}: FormDatePickerProps<TFieldValues, TName, TContext, TTransformedValues>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <PickerLocalization>
      <DatePicker
        {...picker}
        label={label}
        value={toDayjs(field.value)}
        onChange={(value) => field.onChange(value)}
        inputRef={field.ref}
        disabled={field.disabled || picker.disabled}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            required,
            fullWidth: true,
            size: variant === 'filter' ? 'small' : 'medium',
            error: Boolean(fieldState.error),
            helperText: fieldState.error?.message ?? helperText,
            sx: inputVariantSx(variant),
          },
        }}
      />
    </PickerLocalization>
  );
}
