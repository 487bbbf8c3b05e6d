// A multi-line text field bound to react-hook-form (spec textarea variants: primary, secondary).
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';
import type { TextareaVariant } from './input-variant-sx';

export type FormTextareaProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TContext = unknown,
  TTransformedValues = TFieldValues,
> = Omit<FormTextFieldProps<TFieldValues, TName, TContext, TTransformedValues>, 'variant' | 'multiline' | 'type'> & {
  variant?: TextareaVariant;
};

export function FormTextarea<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>({ variant = 'primary', minRows, ...props }: FormTextareaProps<TFieldValues, TName, TContext, TTransformedValues>) {
  return (
    <FormTextField
      {...props}
      multiline
      // The secondary textarea is the soft filled style, like the alternate input.
      variant={variant === 'secondary' ? 'alternate' : 'primary'}
      minRows={minRows ?? (variant === 'secondary' ? 3 : 4)}
    />
  );
}
