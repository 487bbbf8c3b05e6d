// A private file's name as a link-styled button: the app fetches the file with the person's sign-in and saves it
// (files are never served to a bare link). While it downloads the button says so; if it fails, the reason shows
// beside the name instead of nothing happening.
import { Box, Link, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';

export interface FileDownloadLinkProps {
  /** The file's name as the person knows it. */
  name: string;
  /** Fetches and saves the file; a rejection is shown beside the name. */
  download: () => Promise<void>;
  /** Content before the name (an icon). */
  icon?: ReactNode;
}

const failureText = (error: unknown): string =>
  error instanceof Error && error.message ? `Could not download: ${error.message}` : 'Could not download the file. Try again.';

export function FileDownloadLink({ name, download, icon }: FileDownloadLinkProps) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const start = () => {
    setState({ busy: true, error: null });
    download().then(
      () => setState({ busy: false, error: null }),
      (error: unknown) => setState({ busy: false, error: failureText(error) }),
    );
  };

  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0, maxWidth: '100%' }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {icon}
        <Link
          component="button"
          type="button"
          onClick={start}
          disabled={state.busy}
          aria-busy={state.busy || undefined}
          sx={{ minWidth: 0, overflowWrap: 'anywhere', textAlign: 'left' }}
        >
          {name}
        </Link>
      </Box>
      {state.error && (
        <Typography role="alert" variant="body2" color="error">
          {state.error}
        </Typography>
      )}
    </Box>
  );
}
