// "Copy last week": the week before the one shown, copied into it (every location, or one). All or nothing, as
// building a week: a clash (409) lists every shift that would overlap, and nothing is copied. The answer says how many
// shifts were copied and who was left out (no longer Active).
import { isApiError } from '@crewbase/api-client';
import { useCopyScheduleWeek } from '@crewbase/data-access-schedule';
import { addDays, type CopyScheduleWeekResult } from '@crewbase/domain';
import { ConfirmDialog, formatDay } from '@crewbase/ui';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';

export interface CopyWeekButtonProps {
  week: string;
  /** One location's week; every location when left out. */
  location?: { id: string; name: string };
}

type Outcome = { kind: 'done'; result: CopyScheduleWeekResult } | { kind: 'refused'; message: string; lines: string[] };

export function CopyWeekButton({ week, location }: CopyWeekButtonProps) {
  const copy = useCopyScheduleWeek();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fromWeek = addDays(week, -7);
  const where = location ? location.name : 'every location';

  const run = async () => {
    setOutcome(null);
    try {
      const result = await copy.mutateAsync({ week, locationId: location?.id });
      setOutcome({ kind: 'done', result });
    } catch (error) {
      const lines = isApiError(error) ? Object.values(error.fieldErrors()).flat() : [];
      setOutcome({ kind: 'refused', message: isApiError(error) ? error.message : 'The week could not be copied. Try again in a moment.', lines: lines.length > 1 ? lines : [] });
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Button variant="secondary" startIcon={<ContentCopy />} onClick={() => setAsking(true)}>
        Copy last week
      </Button>
      {outcome && (
        <Alert severity={outcome.kind === 'done' ? 'success' : 'error'} onClose={() => setOutcome(null)} sx={{ width: '100%' }}>
          {outcome.kind === 'done' ? (
            <>
              {outcome.result.data.length === 1 ? '1 shift' : `${outcome.result.data.length} shifts`} copied from the week of {formatDay(fromWeek)}.
              {outcome.result.leftOut.length > 0 &&
                ` Left out (no longer Active): ${outcome.result.leftOut.map((l) => `${l.staff.fullName} (${l.shifts === 1 ? '1 shift' : `${l.shifts} shifts`})`).join(', ')}.`}
            </>
          ) : (
            <>
              Nothing was copied. {outcome.message}
              {outcome.lines.length > 0 && (
                <ul>
                  {outcome.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        loading={copy.isPending}
        title="Copy last week into this week?"
        description={`Every shift at ${where} in the week of ${formatDay(fromWeek)} is copied into the week of ${formatDay(week)}: same days, times and people. If any would clash, nothing is copied and each clash is listed.`}
        confirmLabel="Copy shifts"
        onConfirm={() => void run()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
