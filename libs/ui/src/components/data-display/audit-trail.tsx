// Who did what to a record, when, and from which state to which: a timeline, oldest first, one entry per change.
import { dateTimeFormat } from '@crewbase/locale';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { visuallyHidden } from '../../utils/visually-hidden';
import { StatusChip } from './status-chip';

export interface AuditTrailEntry {
  id: string;
  /** What happened, as a person says it: "Approved", "Disbursed", "Installment 1 paid". */
  action: string;
  /** Who did it; null for the system or an unknown actor. */
  actorName: string | null;
  /** ISO timestamp. */
  at: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  /** A reason or remark given with the change. */
  note?: string | null;
}

export interface AuditTrailProps {
  entries: readonly AuditTrailEntry[];
  /** Heading of the section; also its accessible name. */
  title?: string;
  /** Heading level of the title (the screen's structure decides). */
  headingLevel?: 2 | 3 | 4;
  emptyText?: string;
  locale?: string;
}

const formatWhen = (iso: string, locale: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
};

export function AuditTrail({
  entries,
  title = 'History',
  headingLevel = 2,
  emptyText = 'No changes recorded yet.',
  locale = 'en-GB',
}: AuditTrailProps) {
  const headingId = useId();
  const ordered = [...entries].sort((a, b) => a.at.localeCompare(b.at));

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component={`h${headingLevel}`} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {ordered.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {ordered.map((entry, index) => (
            <Box
              component="li"
              key={entry.id}
              sx={(theme) => ({
                position: 'relative',
                pl: 3,
                pb: index === ordered.length - 1 ? 0 : 2.5,
                // The timeline: a dot per entry joined by a line.
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: 4,
                  top: 6,
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  backgroundColor: theme.palette.primary.main,
                },
                '&::after':
                  index === ordered.length - 1
                    ? undefined
                    : {
                        content: '""',
                        position: 'absolute',
                        left: 8,
                        top: 18,
                        bottom: 0,
                        width: 2,
                        backgroundColor: theme.crewbase.tokens.border,
                      },
              })}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {entry.action}
                </Typography>
                {(entry.fromStatus || entry.toStatus) && (
                  <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}>
                    {entry.fromStatus && (
                      <>
                        <Box component="span" sx={visuallyHidden}>
                          from
                        </Box>
                        <StatusChip status={entry.fromStatus} />
                      </>
                    )}
                    {entry.fromStatus && entry.toStatus && <ArrowForwardIcon fontSize="small" aria-hidden />}
                    {entry.toStatus && (
                      <>
                        <Box component="span" sx={visuallyHidden}>
                          to
                        </Box>
                        <StatusChip status={entry.toStatus} />
                      </>
                    )}
                  </Stack>
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {entry.actorName ?? 'System'} ·{' '}
                <Box component="time" dateTime={entry.at}>
                  {formatWhen(entry.at, locale)}
                </Box>
              </Typography>
              {entry.note && (
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                  {entry.note}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
