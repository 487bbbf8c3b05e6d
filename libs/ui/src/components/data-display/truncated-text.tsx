// Long text cut to fit (spec: 20 or 30 characters); the whole text is in a tooltip and in the accessible name.
import Tooltip from '@mui/material/Tooltip';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { truncate } from '../../utils/truncate';

export interface TruncatedTextProps extends Omit<TypographyProps, 'children'> {
  text: string | null | undefined;
  /** Characters to keep before the ellipsis. */
  max?: number;
}

export function TruncatedText({ text, max = 20, ...typography }: TruncatedTextProps) {
  const full = text ?? '';
  const short = truncate(full, max);
  const content = (
    <Typography component="span" variant="inherit" {...typography}>
      {short}
    </Typography>
  );
  if (short === full) return content;
  // Focusable so keyboard users can reveal the tooltip too.
  return (
    <Tooltip title={full}>
      <Typography component="span" variant="inherit" tabIndex={0} {...typography}>
        {short}
      </Typography>
    </Tooltip>
  );
}
