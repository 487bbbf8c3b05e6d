// The staff picker bound to a react-hook-form field holding the chosen staff member (or null).
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { StaffPicker } from './staff-picker';

export interface StaffPickerFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
}

export function StaffPickerField<T extends FieldValues>({ control, name, label }: StaffPickerFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return <StaffPicker name={field.name} label={label} value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} required />;
}
