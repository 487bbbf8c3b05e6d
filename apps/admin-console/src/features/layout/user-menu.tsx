// The signed-in admin in the header: avatar and full name, opening "Profile" and "Logout".
import { useMediaUrl } from '@crewbase/data-access-account';
import type { AdminProfile } from '@crewbase/domain';
import { initialsOf } from '@crewbase/ui';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

export interface UserMenuProps {
  profile: AdminProfile | undefined;
  /** Hide the name next to the avatar (narrow headers); it stays the button's accessible name. */
  compact?: boolean;
  /** Log Out: the layout takes its screens away, then ends the session (useLogout). */
  onLogOut: () => void;
}

export function UserMenu({ profile, compact = false, onLogOut }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  const avatarSrc = useMediaUrl(profile?.avatar);

  if (!profile) return <Skeleton variant="circular" width={36} height={36} aria-label="Loading your profile" />;

  const signOut = () => {
    setAnchor(null);
    onLogOut();
  };

  return (
    <>
      <Button
        variant="text"
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={compact ? `${profile.fullName}: account menu` : undefined}
        sx={{ textTransform: 'none', gap: 1, borderRadius: 6, px: 1 }}
      >
        <Avatar src={avatarSrc} alt="" sx={{ width: 36, height: 36 }}>
          {initialsOf(profile.fullName)}
        </Avatar>
        {!compact && (
          <Typography component="span" variant="body2" noWrap sx={{ maxWidth: 180, fontWeight: 600 }}>
            {profile.fullName}
          </Typography>
        )}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={Link} to={paths.profile} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
