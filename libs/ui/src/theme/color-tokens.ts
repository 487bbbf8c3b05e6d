// Semantic colour tokens as light/dark pairs. Text pairs meet WCAG AA (4.5:1) against the surfaces they sit on;
// color-tokens.test.ts checks every pair, so change a value only with the test green.
import { brandColors } from './brand-colors';

export type ColorMode = 'light' | 'dark';

interface TokenPair {
  light: string;
  dark: string;
}

const pair = (light: string, dark: string): TokenPair => ({ light, dark });

export const colorTokenPairs = {
  background: pair(brandColors.lightBlue, brandColors.darkBackground),
  surface: pair(brandColors.white, '#1A2540'),
  surfaceMuted: pair('#E8EEFB', '#243150'),
  border: pair('#C9D3E6', '#3A4A6B'),
  textPrimary: pair(brandColors.darkBackground, brandColors.lightBlue),
  textSecondary: pair('#475569', '#CBD5E1'),
  primary: pair(brandColors.teal, '#5CC3D3'),
  onPrimary: pair(brandColors.white, brandColors.darkBackground),
  link: pair(brandColors.blue, '#8EB1F7'),
  accent: pair(brandColors.accent, brandColors.accent),
  onAccent: pair(brandColors.darkBackground, brandColors.darkBackground),
  dangerFill: pair(brandColors.danger, brandColors.danger),
  onDanger: pair(brandColors.white, brandColors.white),
  dangerText: pair(brandColors.danger, '#F87171'),
  adminPrimaryFill: pair(brandColors.blue, brandColors.blue),
  onAdminPrimary: pair(brandColors.white, brandColors.white),
  alternateFill: pair(brandColors.adminTeal, brandColors.adminTeal),
  onAlternate: pair(brandColors.darkBackground, brandColors.darkBackground),
  focusRing: pair(brandColors.blue, '#8EB1F7'),
  disabledFill: pair('#E2E8F0', '#2B3855'),
  disabledText: pair('#475569', '#A8B4C7'),
  brandPanel: pair(brandColors.teal, '#0B3D4A'),
  onBrandPanel: pair(brandColors.white, brandColors.lightBlue),
} satisfies Record<string, TokenPair>;

export type ColorTokenName = keyof typeof colorTokenPairs;
export type ColorTokens = Record<ColorTokenName, string>;

/** Tones a status can take; each is a chip background with a readable text colour in both modes. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'brand' | 'neutral';

export const statusTonePairs: Record<StatusTone, { background: TokenPair; text: TokenPair }> = {
  success: { background: pair('#DCFCE7', '#14532D'), text: pair('#166534', '#BBF7D0') },
  warning: { background: pair('#FEF3C7', '#78350F'), text: pair('#92400E', '#FDE68A') },
  danger: { background: pair('#FDE2E2', '#7F1D1D'), text: pair(brandColors.danger, '#FECACA') },
  info: { background: pair('#DBEAFE', '#1E3A8A'), text: pair('#1E40AF', '#BFDBFE') },
  brand: { background: pair('#D7EEF1', '#0B4A57'), text: pair(brandColors.teal, '#A5E4EE') },
  neutral: { background: pair('#E2E8F0', '#334155'), text: pair('#334155', '#E2E8F0') },
};

export type StatusToneTokens = Record<StatusTone, { background: string; text: string }>;

export const colorTokensFor = (mode: ColorMode): ColorTokens =>
  Object.fromEntries(
    Object.entries(colorTokenPairs).map(([name, value]) => [name, value[mode]]),
  ) as ColorTokens;

export const statusToneTokensFor = (mode: ColorMode): StatusToneTokens =>
  Object.fromEntries(
    Object.entries(statusTonePairs).map(([tone, value]) => [
      tone,
      { background: value.background[mode], text: value.text[mode] },
    ]),
  ) as StatusToneTokens;
