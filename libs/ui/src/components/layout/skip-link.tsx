// The first thing a keyboard user reaches on a signed-in page: a link past the menus to the page's <main>,
// hidden above the top edge until it has focus.
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

export interface SkipLinkProps {
  /** The id of the element to jump to, usually the layout's <main> (give it tabIndex={-1} so it takes focus). */
  targetId: string;
  children?: ReactNode;
}

export function SkipLink({ targetId, children = 'Skip to main content' }: SkipLinkProps) {
  return (
    <Link
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        // Above the app bar, drawers and tooltips while it is shown.
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      {children}
    </Link>
  );
}
