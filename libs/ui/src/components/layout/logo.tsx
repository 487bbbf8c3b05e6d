// The Crewbase wordmark as inline SVG: no network request, and it takes the surrounding text colour.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { brandColors } from '../../theme/brand-colors';

export interface LogoProps {
  /** Height in pixels; the width follows. */
  height?: number;
  /** `mark` shows only the symbol, for collapsed menus and small screens. */
  variant?: 'full' | 'mark';
  /** For brand-coloured backgrounds: a white mark instead of a teal one. */
  inverse?: boolean;
  sx?: SxProps<Theme>;
}

export function Logo({ height = 32, variant = 'full', inverse = false, sx }: LogoProps) {
  const width = variant === 'full' ? 150 : 32;
  const markFill = inverse ? brandColors.white : brandColors.teal;
  const markStroke = inverse ? brandColors.teal : brandColors.white;
  return (
    <Box
      component="svg"
      role="img"
      aria-label="Crewbase"
      viewBox={`0 0 ${width} 32`}
      sx={[{ height, width: (height * width) / 32, display: 'block', flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <rect width="32" height="32" rx="8" fill={markFill} />
      {/* A "C" opening towards an accent dot: a crew gathering round. */}
      <path
        d="M21.5 10.8a8 8 0 1 0 0 10.4"
        fill="none"
        stroke={markStroke}
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <circle cx="23.2" cy="16" r="2.4" fill={brandColors.accent} />
      {variant === 'full' && (
        <text
          x="41"
          y="23"
          fill="currentColor"
          fontFamily='"Satoshi", system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif'
          fontSize="21"
          fontWeight="700"
          // Fixed length: the wordmark fits its box whichever fallback font draws it.
          textLength="106"
          lengthAdjust="spacingAndGlyphs"
        >
          Crewbase
        </text>
      )}
    </Box>
  );
}
