// Holds the current colour mode for everything under CrewbaseThemeProvider.
import { createContext } from 'react';
import type { ColorMode } from './color-tokens';

export interface ColorModeValue {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  toggle: () => void;
}

export const ColorModeContext = createContext<ColorModeValue | null>(null);
