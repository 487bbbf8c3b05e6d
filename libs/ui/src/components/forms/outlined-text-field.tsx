// MUI's outlined TextField without its select mode. MUI's TextField imports Select (and with it Menu, Popover,
// Modal and the transitions) even when no field is a select, which put those on every first screen with a form,
// sign-in included. This composes the same parts TextField renders for `variant="outlined"` (FormControl,
// InputLabel, OutlinedInput, FormHelperText), with the same ids, classes and slotProps, so fields look and
// behave the same; FormSelect keeps using MUI's Select where a list is wanted.
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { OutlinedTextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';

export type OutlinedTextFieldLiteProps = Omit<OutlinedTextFieldProps, 'select' | 'variant' | 'SelectProps' | 'slots'>;

// slotProps entries may be objects or functions of the owner state; the product's fields pass objects.
const slot = <T,>(value: unknown): T | undefined => (typeof value === 'function' ? value({}) : value) as T | undefined;

export function OutlinedTextFieldLite({
  autoComplete,
  autoFocus = false,
  className,
  color = 'primary',
  defaultValue,
  disabled = false,
  error = false,
  fullWidth = false,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline = false,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  required = false,
  rows,
  slotProps = {},
  type,
  value,
  ...root
}: OutlinedTextFieldLiteProps) {
  const reactId = useId();
  const id = idOverride ?? reactId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const inputLabelProps = slot<InputLabelProps>(slotProps.inputLabel) ?? {};
  const inputProps = slot<Partial<OutlinedInputProps>>(slotProps.input) ?? {};
  const htmlInputProps = slot<OutlinedInputProps['inputProps']>(slotProps.htmlInput);
  const formHelperTextProps = slot<FormHelperTextProps>(slotProps.formHelperText) ?? {};
  return (
    <FormControl
      {...root}
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabelProps}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInputProps}
        label={label}
        {...(inputLabelProps.shrink !== undefined && { notched: inputLabelProps.shrink })}
        {...inputProps}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperTextProps}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
