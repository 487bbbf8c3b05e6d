// A record's short reference shown beside a page title, inside its h1 ("Leave ID #3f2a9c1b"), quieter than the title.
import Box from '@mui/material/Box';

export interface TitleReferenceProps {
  /** From recordReference(id) in @crewbase/domain. */
  reference: string;
}

export function TitleReference({ reference }: TitleReferenceProps) {
  // A real space, so the heading reads (and is named) "Leave ID #3f2a9c1b", not "Leave ID#3f2a9c1b".
  return (
    <>
      {' '}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
        {reference}
      </Box>
    </>
  );
}
