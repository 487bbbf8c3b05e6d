// Label-value pairs for a detail screen, as a description list: labels beside values on wide screens, above them
// on narrow ones. A missing value reads as an em dash rather than an empty gap.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DetailListItem {
  label: string;
  /** null, undefined and '' show `emptyValue`. */
  value: ReactNode;
}

export interface DetailListProps {
  items: readonly DetailListItem[];
  /** Two columns of pairs from the md breakpoint up; one column (the default) keeps labels beside values. */
  columns?: 1 | 2;
  /** Width of the label column where labels sit beside values. */
  labelWidth?: number;
  emptyValue?: string;
  /** Accessible name of the list, e.g. "Leave request details". */
  label?: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

export function DetailList({ items, columns = 1, labelWidth = 180, emptyValue = '—', label }: DetailListProps) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        columnGap: 4,
        gridTemplateColumns: { xs: '1fr', md: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
      }}
    >
      {items.map((item) => (
        <Box
          key={item.label}
          sx={(theme) => ({
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: `${labelWidth}px minmax(0, 1fr)` },
            gap: { xs: 0.5, sm: 2 },
            py: 1.5,
            borderBottom: `1px solid ${theme.crewbase.tokens.border}`,
          })}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {isEmpty(item.value) ? emptyValue : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
