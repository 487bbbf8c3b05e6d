// Builds the MUI theme for one look (staff or admin) in one colour mode, from the spec's tokens.
import { createTheme, type Theme } from '@mui/material/styles';
import { buttonVariants } from './button-variants';
import { colorTokensFor, statusToneTokensFor, type ColorMode } from './color-tokens';
import { fontFamilies } from './font-families';
import type { CrewbaseLook } from './mui-augmentation';

/** Spec section 9: base 0, sm 320, md 768, lg 960, xl 1200, 2xl 1536, 3xl 1636. */
export const breakpointValues = { xs: 0, sm: 320, md: 768, lg: 960, xl: 1200, '2xl': 1536, '3xl': 1636 } as const;

const ADMIN_BUTTON_HEIGHT = 45;

export function createCrewbaseTheme(look: CrewbaseLook, mode: ColorMode): Theme {
  const tokens = colorTokensFor(mode);
  const focusRing = { outline: `2px solid ${tokens.focusRing}`, outlineOffset: 2 };
  // Admin radios use the admin blue, staff radios the brand teal (spec: radio variants per look).
  const radioColor = look === 'admin' ? tokens.link : tokens.primary;

  return createTheme({
    crewbase: {
      look,
      mode,
      tokens,
      statusTones: statusToneTokensFor(mode),
      mobileMaxWidth: { header: 991, staffLayout: 1226 },
    },
    breakpoints: { values: breakpointValues },
    palette: {
      mode,
      primary: { main: tokens.primary, contrastText: tokens.onPrimary },
      secondary: { main: tokens.accent, contrastText: tokens.onAccent },
      error: { main: tokens.dangerText, contrastText: tokens.onDanger },
      info: { main: tokens.link },
      background: { default: tokens.background, paper: tokens.surface },
      text: { primary: tokens.textPrimary, secondary: tokens.textSecondary, disabled: tokens.disabledText },
      divider: tokens.border,
    },
    shape: { borderRadius: look === 'admin' ? 6 : 8 },
    typography: {
      fontFamily: fontFamilies.body,
      h1: { fontFamily: fontFamilies.heading, fontWeight: 700, fontSize: '2rem' },
      h2: { fontFamily: fontFamilies.heading, fontWeight: 700, fontSize: '1.625rem' },
      h3: { fontFamily: fontFamilies.heading, fontWeight: 700, fontSize: '1.375rem' },
      h4: { fontFamily: fontFamilies.heading, fontWeight: 700, fontSize: '1.25rem' },
      h5: { fontFamily: fontFamilies.heading, fontWeight: 700, fontSize: '1.125rem' },
      h6: { fontFamily: fontFamilies.heading, fontWeight: 700, fontSize: '1rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { variant: 'primary', disableElevation: true },
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': focusRing,
            ...(look === 'admin' && { '&:not(.MuiButton-sizeSmall)': { height: ADMIN_BUTTON_HEIGHT } }),
          },
        },
        variants: buttonVariants(tokens),
      },
      MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      // Underlined always: in dark mode the link blue and the body text are too close in lightness (axe
      // link-in-text-block), so the line, not the colour, tells a link inside a sentence apart.
      MuiLink: {
        defaultProps: { underline: 'always' },
        styleOverrides: { root: { color: tokens.link, '&:focus-visible': focusRing } },
      },
      MuiRadio: {
        styleOverrides: {
          root: { color: tokens.textSecondary, '&.Mui-checked': { color: radioColor } },
        },
      },
      // Initials on MUI's default grey fail contrast; every avatar without a photo wears the brand colour. Bold
      // initials at MUI's 1.25rem overflow a 36-40px circle ("MW"); larger avatars set their own size.
      MuiAvatar: {
        styleOverrides: { colorDefault: { color: tokens.onPrimary, backgroundColor: tokens.primary, fontWeight: 700, fontSize: '1rem' } },
      },
      // The spec's sm breakpoint is a phone (320px), so MUI's maxWidth="sm" dialog would be phone-sized on a desktop:
      // small dialogs keep MUI's usual 600px.
      MuiDialog: { styleOverrides: { paperWidthSm: { maxWidth: 600 } } },
      // Native date, time and scrollbar controls follow the colour mode (a black calendar icon on navy otherwise).
      MuiCssBaseline: { styleOverrides: { html: { colorScheme: mode } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
