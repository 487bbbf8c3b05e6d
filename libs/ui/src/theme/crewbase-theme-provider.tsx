// The one wrapper every app and story renders: theme for the look in the stored colour mode, CssBaseline,
// dayjs date and time pickers in the product's locale, and the colour-mode context that useColorMode() reads.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import '../fonts.css';
import { ColorModeContext, type ColorModeValue } from './color-mode-context';
import { COLOR_MODE_STORAGE_KEY, readStoredColorMode, storeColorMode } from './color-mode-storage';
import type { ColorMode } from './color-tokens';
import { createCrewbaseTheme } from './create-crewbase-theme';
import { DATE_INPUT_FORMAT, TIME_INPUT_FORMAT } from '@crewbase/locale';
import { PICKER_LOCALE } from './product-locale';
import type { CrewbaseLook } from './mui-augmentation';

const PICKER_FORMATS = { keyboardDate: DATE_INPUT_FORMAT, fullTime24h: TIME_INPUT_FORMAT };

export interface CrewbaseThemeProviderProps {
  look: CrewbaseLook;
  children: ReactNode;
}

export function CrewbaseThemeProvider({ look, children }: CrewbaseThemeProviderProps) {
  const [mode, setModeState] = useState<ColorMode>(readStoredColorMode);

  // Another tab switching mode switches this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_STORAGE_KEY || event.key === null) setModeState(readStoredColorMode());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setMode = useCallback((next: ColorMode) => {
    storeColorMode(next);
    setModeState(next);
  }, []);

  const colorMode = useMemo<ColorModeValue>(
    () => ({ mode, setMode, toggle: () => setMode(mode === 'light' ? 'dark' : 'light') }),
    [mode, setMode],
  );
  const theme = useMemo(() => createCrewbaseTheme(look, mode), [look, mode]);

  return (
    <ColorModeContext.Provider value={colorMode}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* The product's one locale: DD/MM/YYYY, 24-hour times, weeks from Sunday (see @crewbase/locale). */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={PICKER_LOCALE} dateFormats={PICKER_FORMATS}>
          {children}
        </LocalizationProvider>
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
