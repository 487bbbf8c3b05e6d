// What a screen shows while it loads (spec: screens load lazily with a centred circular spinner).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export interface PageSpinnerProps {
  /** Fill the whole viewport, for the first load before any layout exists. */
  fullScreen?: boolean;
  /** Accessible name of the spinner. */
  label?: string;
}

export function PageSpinner({ fullScreen = false, label = 'Loading' }: PageSpinnerProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 1,
        width: '100%',
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
