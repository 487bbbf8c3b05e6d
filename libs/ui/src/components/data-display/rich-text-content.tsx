// Shows a message body written with RichTextEditor. It renders HTML, so it takes only HTML the server has already
// sanitised (the API keeps a short list of tags and safe link schemes): never pass it text a person typed.
import Box, { type BoxProps } from '@mui/material/Box';

export interface RichTextContentProps {
  /** HTML exactly as the server answered it, after its sanitiser ran. */
  sanitizedHtml: string;
  sx?: BoxProps['sx'];
}

export function RichTextContent({ sanitizedHtml, sx }: RichTextContentProps) {
  return (
    <Box
      // Safe only because the API sanitised this HTML before storing and answering it (see the comment above).
      dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
      sx={[
        (theme) => ({
          overflowWrap: 'anywhere',
          lineHeight: 1.6,
          '& > :first-of-type': { mt: 0 },
          '& p': { my: 1 },
          '& h2': { ...theme.typography.h4, mt: 2, mb: 1 },
          '& h3': { ...theme.typography.h5, mt: 2, mb: 1 },
          '& h4': { ...theme.typography.h6, mt: 2, mb: 1 },
          '& ul, & ol': { pl: 3, my: 1 },
          '& a': { color: theme.crewbase.tokens.link },
          '& blockquote': { borderLeft: `3px solid ${theme.crewbase.tokens.border}`, pl: 2, ml: 0, color: 'text.secondary' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
