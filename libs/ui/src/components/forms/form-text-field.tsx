// A text field bound to react-hook-form; the field's error replaces the helper text under it.
import type { OutlinedTextFieldProps } from '@mui/material/TextField';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './form-field-props';
import { inputVariantSx, type InputVariant } from './input-variant-sx';
import { OutlinedTextFieldLite } from './outlined-text-field';

export type FormTextFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TContext = unknown,
  TTransformedValues = TFieldValues,
> = FormFieldProps<TFieldValues, TName, TContext, TTransformedValues> &
  Omit<
    OutlinedTextFieldProps,
    'name' | 'label' | 'helperText' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'variant' | 'select'
  > & {
    variant?: InputVariant;
  };

export function FormTextField<
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
  sx,
  ...textField
}: FormTextFieldProps<TFieldValues, TName, TContext, TTransformedValues>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <OutlinedTextFieldLite
      fullWidth
      size={variant === 'filter' ? 'small' : 'medium'}
      {...textField}
      name={field.name}
      label={label}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled || textField.disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      sx={[inputVariantSx(variant), ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
