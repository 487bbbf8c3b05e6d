// A coloured label for any status in the product; the words carry the meaning, the colour helps scanning.
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
        fontWeight: 600,
        backgroundColor: theme.crewbase.statusTones[appearance.tone].background,
        color: theme.crewbase.statusTones[appearance.tone].text,
      })}
    />
  );
}
