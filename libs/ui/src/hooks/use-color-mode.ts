// Reads and changes the colour mode chosen under CrewbaseThemeProvider.
import { useContext } from 'react';
import { ColorModeContext, type ColorModeValue } from '../theme/color-mode-context';

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode() must be used inside <CrewbaseThemeProvider>.');
  return value;
}
