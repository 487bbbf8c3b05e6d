// The staff header: menu button (small screens), the page title (the screen's one h1), colour mode and who is
// signed in, from the same profile query the screens use.
import { accountQueries, useMediaUrl } from '@crewbase/data-access-account';
import { useNotificationBell } from '@crewbase/data-access-notifications';
import { ColorModeToggle, initialsOf, NotificationBell, TitleReference, visuallyHidden } from '@crewbase/ui';
import MenuIcon from '@mui/icons-material/Menu';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

export type StaffHeaderProps = {
  title: string;
  /** The record the screen shows, by its short reference, beside the title. */
  reference?: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
};

export function StaffHeader({ title, reference, menuOpen, onOpenMenu }: StaffHeaderProps) {
  const profile = useQuery(accountQueries.staffProfile());
  const avatarSrc = useMediaUrl(profile.data?.avatar);
  const bell = useNotificationBell('staff');

  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, md: 2 },
        minHeight: 72,
        px: { xs: 1.5, md: 3 },
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        [`@media (max-width: ${theme.crewbase.mobileMaxWidth.header}px)`]: { minHeight: 60 },
      })}
    >
      <IconButton
        aria-label="Open menu"
        aria-controls="staff-menu-drawer"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
        edge="start"
        sx={(theme) => ({
          [`@media (min-width: ${theme.crewbase.mobileMaxWidth.staffLayout + 1}px)`]: { display: 'none' },
        })}
      >
        <MenuIcon />
      </IconButton>
      <Typography
        component="h1"
        variant="h3"
        sx={(theme) => ({
          flex: 1,
          minWidth: 0,
          // A long title ("Request Medical Assistance") takes a second line on a phone rather than losing its end.
          overflowWrap: 'anywhere',
          [`@media (max-width: ${theme.crewbase.mobileMaxWidth.header}px)`]: { fontSize: '1.125rem', lineHeight: 1.25 },
        })}
      >
        {title}
        {reference && <TitleReference reference={reference} />}
      </Typography>
      <NotificationBell {...bell} allHref={paths.notifications} LinkComponent={RouterLink} />
      <ColorModeToggle />
      {profile.isPending ? (
        <Skeleton variant="circular" width={40} height={40} aria-label="Loading your name" />
      ) : profile.data ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Typography
            variant="body1"
            noWrap
            sx={(theme) => ({
              fontWeight: 600,
              maxWidth: 240,
              // On narrow screens the avatar stays and the name is kept for screen readers only.
              [`@media (max-width: ${theme.crewbase.mobileMaxWidth.header}px)`]: visuallyHidden,
            })}
          >
            {profile.data.fullName}
          </Typography>
          <Avatar src={avatarSrc} alt="" sx={{ width: 40, height: 40 }}>
            {initialsOf(profile.data.fullName)}
          </Avatar>
        </Box>
      ) : null}
    </Box>
  );
}
