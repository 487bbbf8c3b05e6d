// The one wrapper every app and story renders: theme for the look in the stored colour mode, CssBaseline
// and the colour-mode context that useColorMode() reads.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import '../fonts.css';
import { ColorModeContext, type ColorModeValue } from './color-mode-context';
import { COLOR_MODE_STORAGE_KEY, readStoredColorMode, storeColorMode } from './color-mode-storage';
import type { ColorMode } from './color-tokens';
import { createCrewbaseTheme } from './create-crewbase-theme';
import type { CrewbaseLook } from './mui-augmentation';

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
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
