// The product's one locale for MUI's date and time pickers: DD/MM/YYYY, 24-hour times, weeks from Sunday (see
// @crewbase/locale). Each picker of the design system brings it along itself, so dayjs and the picker adapter load
// with the first screen that shows a picker rather than with every app's first screen (sign-in has none).
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DATE_INPUT_FORMAT, TIME_INPUT_FORMAT } from '@crewbase/locale';
import type { ReactNode } from 'react';
import { PICKER_LOCALE } from '../../theme/product-locale';

const PICKER_FORMATS = { keyboardDate: DATE_INPUT_FORMAT, fullTime24h: TIME_INPUT_FORMAT };

export function PickerLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={PICKER_LOCALE} dateFormats={PICKER_FORMATS}>
      {children}
    </LocalizationProvider>
  );
}
