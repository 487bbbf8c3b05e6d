// Stories helper: a react-hook-form form with chosen values and errors, so a field can be shown in any state.
import Stack from '@mui/material/Stack';
import { useEffect, type ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';

export interface StoryFormProps<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  errors?: Partial<Record<Path<T>, string>>;
  children: (control: Control<T>) => ReactNode;
}

export function StoryForm<T extends FieldValues>({ defaultValues, errors, children }: StoryFormProps<T>) {
  const { control, setError } = useForm<T>({ defaultValues });
  useEffect(() => {
    for (const [name, message] of Object.entries(errors ?? {})) setError(name as Path<T>, { message: message as string });
  }, [errors, setError]);
  return (
    <Stack component="form" noValidate spacing={2} sx={{ maxWidth: 420 }} onSubmit={(event) => event.preventDefault()}>
      {children(control)}
    </Stack>
  );
}
