import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { createCrewbaseTheme } from './create-crewbase-theme';

describe('createCrewbaseTheme', () => {
  it('uses the spec breakpoints, including 2xl and 3xl', () => {
    const theme = createCrewbaseTheme('staff', 'light');
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 320, md: 768, lg: 960, xl: 1200, '2xl': 1536, '3xl': 1636 });
    expect(theme.breakpoints.up('3xl')).toBe('@media (min-width:1636px)');
  });

  it('uses the brand teal and the dark background in dark mode', () => {
    expect(createCrewbaseTheme('staff', 'light').palette.primary.main).toBe('#086375');
    const dark = createCrewbaseTheme('admin', 'dark');
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.background.default).toBe('#0F172B');
  });

  it('sets Satoshi with a system fallback for text', () => {
    const { fontFamily } = createCrewbaseTheme('staff', 'light').typography;
    expect(fontFamily).toMatch(/^"Satoshi", system-ui, -apple-system/);
    expect(fontFamily).toMatch(/sans-serif$/);
  });

  it('draws buttons with the primary variant unless told otherwise', () => {
    render(
      <ThemeProvider theme={createCrewbaseTheme('staff', 'light')}>
        <Button>Save</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveStyle({ backgroundColor: '#086375', color: '#FFFFFF' });
  });

  it('draws initials avatars in the brand colour, readable in both modes', () => {
    render(
      <>
        <ThemeProvider theme={createCrewbaseTheme('admin', 'light')}>
          <Avatar>GM</Avatar>
        </ThemeProvider>
        <ThemeProvider theme={createCrewbaseTheme('admin', 'dark')}>
          <Avatar>TB</Avatar>
        </ThemeProvider>
      </>,
    );
    expect(screen.getByText('GM')).toHaveStyle({ backgroundColor: '#086375', color: '#FFFFFF' });
    expect(screen.getByText('TB')).toHaveStyle({ backgroundColor: '#5CC3D3', color: '#0F172B' });
  });

  it('makes admin-look buttons 45px high', () => {
    render(
      <ThemeProvider theme={createCrewbaseTheme('admin', 'light')}>
        <Button variant="danger">Delete</Button>
        <Button variant="secondary" size="small">
          Small
        </Button>
      </ThemeProvider>,
    );
    const danger = screen.getByRole('button', { name: 'Delete' });
    expect(danger).toHaveStyle({ height: '45px', backgroundColor: '#A11212' });
    expect(screen.getByRole('button', { name: 'Small' })).not.toHaveStyle({ height: '45px' });
  });

  it('keeps staff-look buttons at their natural height', () => {
    render(
      <ThemeProvider theme={createCrewbaseTheme('staff', 'light')}>
        <Button>Save</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveStyle({ height: '45px' });
  });

  it('hides the label behind the spinner while a button is loading', () => {
    render(
      <ThemeProvider theme={createCrewbaseTheme('staff', 'light')}>
        <Button loading>Save</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toBeDisabled();
    expect(button).toHaveStyle({ color: 'rgba(0, 0, 0, 0)' });
  });

  it('gives native date and time controls the colour mode, so their icons are light on the dark background', () => {
    const { unmount } = render(
      <ThemeProvider theme={createCrewbaseTheme('staff', 'dark')}>
        <CssBaseline />
      </ThemeProvider>,
    );
    expect(getComputedStyle(document.documentElement).getPropertyValue('color-scheme')).toBe('dark');
    unmount();
    render(
      <ThemeProvider theme={createCrewbaseTheme('admin', 'light')}>
        <CssBaseline />
      </ThemeProvider>,
    );
    expect(getComputedStyle(document.documentElement).getPropertyValue('color-scheme')).toBe('light');
  });

  it('underlines links inside text in both modes, since dark-mode link blue is too close to the text colour', () => {
    render(
      <>
        {(['light', 'dark'] as const).map((mode) => (
          <ThemeProvider key={mode} theme={createCrewbaseTheme('staff', mode)}>
            <Typography>
              Already set up? <Link href="/staff/auth/login">Sign in ({mode})</Link>
            </Typography>
          </ThemeProvider>
        ))}
      </>,
    );
    for (const mode of ['light', 'dark']) {
      expect(screen.getByRole('link', { name: `Sign in (${mode})` })).toHaveStyle({ textDecoration: 'underline' });
    }
  });

  it('keeps small dialogs 600px wide although the spec calls a 320px phone sm', () => {
    render(
      <ThemeProvider theme={createCrewbaseTheme('admin', 'light')}>
        <Dialog open maxWidth="sm" fullWidth aria-labelledby="disburse-title">
          <DialogTitle id="disburse-title">Disburse loan</DialogTitle>
        </Dialog>
      </ThemeProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Disburse loan' })).toHaveStyle({ maxWidth: '600px' });
  });
});
