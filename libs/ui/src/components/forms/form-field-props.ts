// What every react-hook-form field shares: the form's control, the field name, a label and helper text.
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';

export interface FormFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TContext,
  TTransformedValues,
> {
  control: Control<TFieldValues, TContext, TTransformedValues>;
  name: TName;
  label: string;
  /** Shown under the field until there is an error, which takes its place. */
  helperText?: ReactNode;
  /** Only for forms without a schema resolver; prefer the zod schema from @crewbase/domain. */
  rules?: UseControllerProps<TFieldValues, TName, TTransformedValues>['rules'];
}
