// The spec's button variants as MUI theme variants: primary (the default everywhere), and the admin set
// adminPrimary, danger, secondary, alternate. Every one has readable text in both colour modes.
import type { Components, Theme } from '@mui/material/styles';
import type { ColorTokens } from './color-tokens';

type ButtonVariants = NonNullable<NonNullable<Components<Theme>['MuiButton']>['variants']>;

const filled = (fill: string, text: string, tokens: ColorTokens) => ({
  backgroundColor: fill,
  color: text,
  border: `1px solid ${fill}`,
  '&:hover': { backgroundColor: fill, filter: 'brightness(0.92)' },
  '&.Mui-disabled': {
    backgroundColor: tokens.disabledFill,
    borderColor: tokens.disabledFill,
    color: tokens.disabledText,
  },
  ...hideLabelWhileLoading(tokens),
});

// A centred spinner replaces the label (MUI makes it transparent; our disabled colour must not undo that).
const hideLabelWhileLoading = (tokens: ColorTokens) => ({
  '&.MuiButton-loadingPositionCenter.Mui-disabled': { color: 'transparent' },
  '& .MuiButton-loadingIndicator': { color: tokens.disabledText },
});

export const buttonVariants = (tokens: ColorTokens): ButtonVariants => [
  { props: { variant: 'primary' }, style: filled(tokens.primary, tokens.onPrimary, tokens) },
  { props: { variant: 'adminPrimary' }, style: filled(tokens.adminPrimaryFill, tokens.onAdminPrimary, tokens) },
  { props: { variant: 'danger' }, style: filled(tokens.dangerFill, tokens.onDanger, tokens) },
  { props: { variant: 'alternate' }, style: filled(tokens.alternateFill, tokens.onAlternate, tokens) },
  {
    props: { variant: 'secondary' },
    style: {
      backgroundColor: 'transparent',
      color: tokens.primary,
      border: `1px solid ${tokens.primary}`,
      '&:hover': { backgroundColor: tokens.surfaceMuted },
      '&.Mui-disabled': { borderColor: tokens.disabledFill, color: tokens.disabledText },
      ...hideLabelWhileLoading(tokens),
    },
  },
];
