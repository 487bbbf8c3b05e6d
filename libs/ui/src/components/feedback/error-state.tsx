// Shown where something failed to load, with a way to try again.
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ title = 'Something went wrong', message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        py: 5,
        px: 2,
        height: '100%',
        textAlign: 'center',
      }}
    >
      <ErrorOutlined aria-hidden sx={{ fontSize: 40, color: 'error.main', mb: 1 }} />
      <Typography component="p" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 460 }}>
        {message}
      </Typography>
      {onRetry && (
        <Button variant="secondary" startIcon={<Refresh />} onClick={onRetry} sx={{ mt: 1.5 }}>
          {retryLabel}
        </Button>
      )}
    </Box>
  );
}
