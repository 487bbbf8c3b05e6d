// Fields that share a row in a form (first and last name, first and last day): side by side from 768 px (md), each
// an equal share, stacked one above the other below it, so no field is squeezed on a phone or a narrow window.
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

export interface FormFieldRowProps {
  children: ReactNode;
}

export function FormFieldRow({ children }: FormFieldRowProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
      {children}
    </Stack>
  );
}
