// The signed-in frame of the console: collapsible sidebar (a drawer below the header breakpoint), header with the
// page title, breadcrumbs, colour mode and user menu, the screen itself, and the footer.
import { accountQueries, useLogout } from '@crewbase/data-access-account';
import { useNotificationBell } from '@crewbase/data-access-notifications';
import { ColorModeToggle, Footer, Logo, NotificationBell, PageHeader, PageSpinner, SkipLink } from '@crewbase/ui';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { Outlet, Link as RouterLink, useNavigate } from 'react-router';
import { env } from '../../app/env';
import { paths } from '../../app/paths';
import { useLivePermissions } from '../access/use-live-permissions';
import { adminMenu } from './admin-menu';
import { AdminSidebar } from './admin-sidebar';
import { availableMenu } from './available-menu';
import { useCurrentPage } from './route-handle';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { useWaitingCounts } from './use-waiting-counts';
import { UserMenu } from './user-menu';
import { visibleMenu, type MenuViewer } from './visible-menu';

const SIDEBAR_WIDTH = 264;
const SIDEBAR_COLLAPSED_WIDTH = 76;
const SIDEBAR_ID = 'admin-sidebar';
const MAIN_ID = 'main-content';
const DEFAULT_HEADER_MAX_WIDTH = 991;

const headerBreakpoint = (theme: Theme) =>
  `(max-width:${theme.crewbase?.mobileMaxWidth.header ?? DEFAULT_HEADER_MAX_WIDTH}px)`;

export function AdminLayout() {
  // Log Out: the frame and its screens go first (their queries with them), then the shared useLogout forgets the
  // login, so nothing mounted asks for data without it; the sign-in screen follows at once, while the server
  // revokes the session in the background.
  const navigate = useNavigate();
  const logout = useLogout('admin', { waitForServer: false, onSignedOut: () => navigate(paths.login, { replace: true }) });
  if (logout.loggingOut) return <PageSpinner fullScreen label="Logging out" />;
  return <AdminFrame onLogOut={logout.logOut} />;
}

function AdminFrame({ onLogOut }: { onLogOut: () => void }) {
  const profile = useQuery(accountQueries.adminProfile());
  useLivePermissions();
  const isMobile = useMediaQuery(headerBreakpoint);
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const page = useCurrentPage();

  // Until the profile arrives the menu holds only what needs no role; a failed profile leaves it that way.
  const viewer: MenuViewer = {
    roleName: profile.data?.role.name ?? '',
    permissions: profile.data?.role.permissions ?? [],
    surface: isMobile ? 'mobile' : 'sidebar',
  };
  const menu = useMemo(
    () => availableMenu(visibleMenu(adminMenu, viewer)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the viewer object is rebuilt each render; its parts are the inputs
    [viewer.roleName, viewer.permissions, viewer.surface],
  );

  // Asked once the role is known; the answer holds only the kinds it may approve.
  const waiting = useWaitingCounts(profile.isSuccess);
  const bell = useNotificationBell('admin');

  const sidebarWidth = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  const brand = (
    <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 64, px: collapsed && !isMobile ? 1.5 : 2.5 }}>
      <RouterLink to={paths.dashboard} aria-label="Crewbase Admin, go to the dashboard" style={{ display: 'inline-flex', color: 'inherit' }}>
        <Logo variant={collapsed && !isMobile ? 'mark' : 'full'} />
      </RouterLink>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_ID} />

      {isMobile ? (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}>
          {brand}
          <Divider />
          <Box component="nav" aria-label="Main menu" id={SIDEBAR_ID}>
            <AdminSidebar items={menu} onNavigate={() => setDrawerOpen(false)} waiting={waiting} />
          </Box>
        </Drawer>
      ) : (
        <Box
          component="aside"
          sx={{
            width: sidebarWidth,
            flexShrink: 0,
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflowY: 'auto',
            overflowX: 'hidden',
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            display: 'flex',
            flexDirection: 'column',
            transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          }}
        >
          {brand}
          <Divider />
          <Box component="nav" aria-label="Main menu" id={SIDEBAR_ID} sx={{ flex: 1 }}>
            <AdminSidebar items={menu} collapsed={collapsed} onExpandRequest={toggleCollapsed} waiting={waiting} />
          </Box>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
            <Tooltip title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} placement="right">
              <IconButton
                onClick={toggleCollapsed}
                aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
                aria-expanded={!collapsed}
                aria-controls={SIDEBAR_ID}
              >
                {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
      )}

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 1.5, minHeight: 64 }}>
            {isMobile && (
              <IconButton
                edge="start"
                onClick={() => setDrawerOpen(true)}
                aria-label="Open menu"
                aria-expanded={drawerOpen}
                aria-controls={SIDEBAR_ID}
              >
                <MenuIcon />
              </IconButton>
            )}
            {isMobile && (
              <RouterLink to={paths.dashboard} aria-label="Crewbase Admin, go to the dashboard" style={{ display: 'inline-flex', color: 'inherit' }}>
                <Logo variant="mark" />
              </RouterLink>
            )}
            <Box sx={{ flex: 1 }} />
            <NotificationBell {...bell} allHref={paths.notifications} LinkComponent={RouterLink} />
            <ColorModeToggle />
            <UserMenu profile={profile.data} compact={isMobile} onLogOut={onLogOut} />
          </Toolbar>
        </AppBar>

        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, p: { xs: 2, md: 3 }, outline: 'none' }}>
          {/* The page's h1 and breadcrumbs live in <main> (a <header> may not sit inside the banner). */}
          {page && <PageHeader title={page.title} reference={page.reference} breadcrumbs={page.breadcrumbs} LinkComponent={RouterLink} />}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>

        <Footer privacyUrl={env.privacyUrl} />
      </Box>
    </Box>
  );
}
