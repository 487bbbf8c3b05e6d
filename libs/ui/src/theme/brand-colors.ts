// The brand palette from the product spec (section 9). Everything else in the theme derives from these.
export const brandColors = {
  teal: '#086375',
  accent: '#F3C948',
  darkBackground: '#0F172B',
  blue: '#2463EB',
  lightBlue: '#F1F5FE',
  adminTeal: '#1BC5BD',
  danger: '#A11212',
  white: '#FFFFFF',
} as const;

export type BrandColor = keyof typeof brandColors;
