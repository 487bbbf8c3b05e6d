// TypeScript module augmentation for MUI: the spec's breakpoints, our button variants, and the Crewbase
// extras carried on every theme. Apps see these types through the @crewbase/ui barrel.
import type { ColorMode, ColorTokens, StatusToneTokens } from './color-tokens';

export type CrewbaseLook = 'staff' | 'admin';

export interface CrewbaseThemeExtras {
  look: CrewbaseLook;
  mode: ColorMode;
  tokens: ColorTokens;
  statusTones: StatusToneTokens;
  /** Layout widths from spec section 9: below these the header and the staff layout switch to their mobile form. */
  mobileMaxWidth: { header: number; staffLayout: number };
}

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xs: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
    '2xl': true;
    '3xl': true;
  }

  interface Theme {
    crewbase: CrewbaseThemeExtras;
  }

  interface ThemeOptions {
    crewbase?: CrewbaseThemeExtras;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    primary: true;
    adminPrimary: true;
    danger: true;
    secondary: true;
    alternate: true;
  }
}
