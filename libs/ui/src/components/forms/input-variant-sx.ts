// The spec's input variants (primary, alternate, secondary, filter) and textarea variants (primary, secondary),
// as styles on MUI's outlined field.
import type { SxProps, Theme } from '@mui/material/styles';

export type InputVariant = 'primary' | 'alternate' | 'secondary' | 'filter';
export type TextareaVariant = 'primary' | 'secondary';

const outline = '& .MuiOutlinedInput-notchedOutline';
const root = '& .MuiOutlinedInput-root';

export function inputVariantSx(variant: InputVariant): SxProps<Theme> {
  return (theme) => {
    const t = theme.crewbase.tokens;
    const focused = { [`${root}.Mui-focused ${outline}`]: { borderColor: t.primary, borderWidth: 2 } };
    switch (variant) {
      // Soft filled field for dense admin forms: no border until hovered or focused.
      case 'alternate':
        return {
          [root]: { backgroundColor: t.surfaceMuted },
          [outline]: { borderColor: 'transparent' },
          [`${root}:hover ${outline}`]: { borderColor: t.border },
          ...focused,
        };
      // Quiet field on coloured or busy surfaces: only a bottom rule.
      case 'secondary':
        return {
          [root]: { backgroundColor: 'transparent', borderRadius: 0 },
          [outline]: { borderWidth: '0 0 1px 0', borderColor: t.border, borderRadius: 0 },
          [`${root}:hover ${outline}`]: { borderColor: t.textSecondary },
          [`${root}.Mui-focused ${outline}`]: { borderColor: t.primary, borderWidth: '0 0 2px 0' },
        };
      // Compact pill for the filter bar above a table.
      case 'filter':
        return {
          minWidth: 180,
          [root]: { backgroundColor: t.surface, borderRadius: 999 },
          [outline]: { borderColor: t.border },
          ...focused,
        };
      case 'primary':
      default:
        return {
          [root]: { backgroundColor: t.surface },
          [outline]: { borderColor: t.border },
          [`${root}:hover ${outline}`]: { borderColor: t.textSecondary },
          ...focused,
        };
    }
  };
}
