// What a bulk action did, inside its notice: the count of each outcome ("3 approved, 1 refused"), then each refused
// row by name with the reason it was refused.
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

export interface BulkRefusal {
  /** The row as a person names it ("Ada Obi's leave from 3 Dec"). */
  name: string;
  reason: string;
}

export interface BulkOutcomeProps {
  /** "3 approved, 1 refused". */
  summary: string;
  refused: readonly BulkRefusal[];
}

export function BulkOutcome({ summary, refused }: BulkOutcomeProps) {
  return (
    <>
      <AlertTitle sx={{ mb: refused.length > 0 ? 0.5 : 0 }}>{summary}</AlertTitle>
      {refused.length > 0 && (
        <Box component="ul" aria-label="Refused" sx={{ m: 0, pl: 2.5 }}>
          {refused.map((row, index) => (
            <li key={`${row.name}-${index}`}>
              <strong>{row.name}</strong>: {row.reason}
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
