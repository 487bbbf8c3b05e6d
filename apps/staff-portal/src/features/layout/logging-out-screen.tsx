// What the whole window shows while logging out: nothing of the person's data stays on screen.
import { Logo } from '@crewbase/ui';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function LoggingOutScreen() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 2,
        bgcolor: 'background.default',
      }}
    >
      <Logo height={40} />
      <CircularProgress aria-hidden />
      <Typography role="status" component="p" variant="h4">
        Logging Out
      </Typography>
    </Box>
  );
}
