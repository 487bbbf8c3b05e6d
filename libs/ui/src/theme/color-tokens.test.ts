import { colorTokensFor, statusToneTokensFor, type ColorMode } from './color-tokens';

// WCAG 2 relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

describe.each<ColorMode>(['light', 'dark'])('%s mode text is readable (WCAG AA)', (mode) => {
  const t = colorTokensFor(mode);
  const textOnSurface: Array<[string, string, string]> = [
    ['body text on the page', t.textPrimary, t.background],
    ['body text on cards', t.textPrimary, t.surface],
    ['secondary text on the page', t.textSecondary, t.background],
    ['secondary text on cards', t.textSecondary, t.surface],
    ['secondary text on muted surfaces', t.textSecondary, t.surfaceMuted],
    ['links on cards', t.link, t.surface],
    ['links on the page', t.link, t.background],
    ['error text on cards', t.dangerText, t.surface],
    ['teal text on cards (secondary buttons)', t.primary, t.surface],
    ['primary button label', t.onPrimary, t.primary],
    ['admin primary button label', t.onAdminPrimary, t.adminPrimaryFill],
    ['danger button label', t.onDanger, t.dangerFill],
    ['alternate button label', t.onAlternate, t.alternateFill],
    ['accent label', t.onAccent, t.accent],
    ['disabled button label', t.disabledText, t.disabledFill],
    ['brand panel text', t.onBrandPanel, t.brandPanel],
  ];

  it.each(textOnSurface)('%s', (_name, text, surface) => {
    expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(statusToneTokensFor(mode)))('%s status chips', (_tone, { text, background }) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
