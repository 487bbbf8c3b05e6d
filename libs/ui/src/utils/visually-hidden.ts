// Hides an element from sight but not from assistive technology or automation (file inputs, status text,
// chart tables, icon-only labels).
import type { CSSProperties } from 'react';

// Lengths are strings on purpose: the object is used both as `style` and inside MUI `sx`, where a bare 1 would
// mean 100% and a bare -1 one spacing unit.
export const visuallyHidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
