// @crewbase/ui: the Crewbase design system. The only barrel; apps import from here.
export type { CrewbaseLook, CrewbaseThemeExtras } from './theme/mui-augmentation';
export { brandColors, type BrandColor } from './theme/brand-colors';
export {
  colorTokenPairs,
  colorTokensFor,
  statusTonePairs,
  statusToneTokensFor,
  type ColorMode,
  type ColorTokens,
  type StatusTone,
} from './theme/color-tokens';
export { fontFamilies } from './theme/font-families';
export { createCrewbaseTheme, breakpointValues } from './theme/create-crewbase-theme';
export { COLOR_MODE_STORAGE_KEY } from './theme/color-mode-storage';
export type { ColorModeValue } from './theme/color-mode-context';
export { CrewbaseThemeProvider, type CrewbaseThemeProviderProps } from './theme/crewbase-theme-provider';
export { useColorMode } from './hooks/use-color-mode';
export { ColorModeToggle, type ColorModeToggleProps } from './components/layout/color-mode-toggle';
