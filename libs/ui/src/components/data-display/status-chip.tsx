// A coloured label for any status in the product; the words carry the meaning, the colour helps scanning. It never
// cuts its words ("Repayment in p…", "Unpaic"): beside other content it keeps its width, and in a box narrower than
// the words it wraps onto a second line.
import Chip from '@mui/material/Chip';
import { knownStatusAppearance, statusAppearance } from './status-appearance';

export interface StatusChipProps {
  status: string | boolean;
  /** Overrides the words, e.g. "Submitted" for a true submitted flag; the colour still follows the status. */
  label?: string;
  size?: 'small' | 'medium';
}

export function StatusChip({ status, label, size = 'small' }: StatusChipProps) {
  const appearance = statusAppearance(status);
  return (
    <Chip
      size={size}
      label={label ?? appearance.label}
      data-tone={knownStatusAppearance(status) ? appearance.tone : 'unknown'}
      sx={(theme) => ({
        flexShrink: 0,
        height: 'auto',
        minHeight: size === 'small' ? 24 : 32,
        '& .MuiChip-label': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', py: 0.25, textAlign: 'center' },
        fontWeight: 600,
        backgroundColor: theme.crewbase.statusTones[appearance.tone].background,
        color: theme.crewbase.statusTones[appearance.tone].text,
      })}
    />
  );
}
