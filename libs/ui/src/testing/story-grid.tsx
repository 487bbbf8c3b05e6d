// Stories helper: lays a Catalog out as labelled cells (variant x state).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface StoryGridProps {
  items: Array<{ label: string; node: ReactNode }>;
  minWidth?: number;
}

export function StoryGrid({ items, minWidth = 240 }: StoryGridProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: `repeat(auto-fill, minmax(min(${minWidth}px, 100%), 1fr))` }}>
      {items.map(({ label, node }) => (
        <Box key={label}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {label}
          </Typography>
          {node}
        </Box>
      ))}
    </Box>
  );
}
