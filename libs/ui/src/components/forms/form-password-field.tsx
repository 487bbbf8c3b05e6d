// A password field with a show/hide toggle. The toggle's name is visible-to-screen-readers text rather than
// aria-label, so finding the field "by label" (tests, voice control) matches only the field itself.
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { visuallyHidden } from '../../utils/visually-hidden';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export type FormPasswordFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TContext = unknown,
  TTransformedValues = TFieldValues,
> = Omit<FormTextFieldProps<TFieldValues, TName, TContext, TTransformedValues>, 'type'>;

export function FormPasswordField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>({ slotProps, autoComplete = 'current-password', ...props }: FormPasswordFieldProps<TFieldValues, TName, TContext, TTransformedValues>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" onClick={() => setVisible((shown) => !shown)}>
                {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
                <span style={visuallyHidden}>{visible ? 'Hide password' : 'Show password'}</span>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
