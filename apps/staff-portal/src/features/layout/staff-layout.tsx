// The signed-in staff frame: side menu (a drawer at or below the spec's 1226px), header, the screen, footer.
import { Footer, Logo, SkipLink } from '@crewbase/ui';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { env } from '../../app/env';
import { LoggingOutScreen } from './logging-out-screen';
import { StaffHeader } from './staff-header';
import { StaffNav } from './staff-nav';
import { staffPage } from './staff-page-title';
import { useDelayedLogout } from './use-delayed-logout';

const SIDEBAR_WIDTH = 264;
const MAIN_ID = 'main-content';

export function StaffLayout() {
  const { pathname } = useLocation();
  const { title, reference } = staffPage(pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const { loggingOut, logOut } = useDelayedLogout();

  const closeMenu = () => setMenuOpen(false);

  // The header and screens unmount too, so nothing asks the API for data of a session that is ending.
  if (loggingOut) return <LoggingOutScreen />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_ID} />

      <Box
        component="aside"
        aria-label="Side menu"
        sx={(theme) => ({
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          height: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          [`@media (max-width: ${theme.crewbase.mobileMaxWidth.staffLayout}px)`]: { display: 'none' },
        })}
      >
        <Box sx={{ px: 3, py: 2.5 }}>
          <Logo />
        </Box>
        <StaffNav onLogOut={logOut} />
      </Box>

      <Drawer
        id="staff-menu-drawer"
        open={menuOpen}
        onClose={closeMenu}
        slotProps={{
          paper: { 'aria-label': 'Menu', sx: { width: 'min(300px, 85vw)', display: 'flex', flexDirection: 'column' } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Logo />
          <IconButton aria-label="Close menu" onClick={closeMenu}>
            <CloseIcon />
          </IconButton>
        </Box>
        <StaffNav onLogOut={logOut} onNavigate={closeMenu} />
      </Drawer>

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <StaffHeader title={title} reference={reference} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flex: 1, width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 }, outline: 'none' }}
        >
          <Outlet />
        </Box>
        <Footer privacyUrl={env.privacyUrl} />
      </Box>
    </Box>
  );
}
