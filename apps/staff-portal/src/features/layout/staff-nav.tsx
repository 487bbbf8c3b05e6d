// The side menu's contents, shared by the permanent sidebar and the mobile drawer.
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import { paths } from '../../app/paths';
import { NewMessagesBadge } from '../messages/new-messages-badge';
import { availableStaffMenuItems } from './staff-menu-items';

export type StaffNavProps = {
  onLogOut: () => void;
  /** Called after a menu link is followed (the drawer closes itself). */
  onNavigate?: () => void;
};

export function StaffNav({ onLogOut, onNavigate }: StaffNavProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box component="nav" aria-label="Main menu" sx={{ flex: 1, overflowY: 'auto' }}>
        <List sx={{ px: 1.5 }}>
          {availableStaffMenuItems.map(({ label, to, icon: Icon }) => (
            <ListItem key={to} disablePadding sx={{ mb: 0.5 }}>
              <ListItemButton
                component={NavLink}
                to={to}
                onClick={onNavigate}
                sx={(theme) => ({
                  borderRadius: 1,
                  minHeight: 48,
                  color: 'text.secondary',
                  '&.active': {
                    color: 'primary.main',
                    fontWeight: 700,
                    // Token pair chosen for AA contrast with the primary text in both colour modes.
                    bgcolor: theme.crewbase.tokens.surfaceMuted,
                  },
                  '&.active:hover': { bgcolor: theme.crewbase.tokens.surfaceMuted },
                  '&.active .MuiListItemIcon-root': { color: 'primary.main' },
                  '&.Mui-focusVisible': { outline: `2px solid ${theme.crewbase.tokens.focusRing}`, outlineOffset: -2 },
                })}
              >
                <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
                  <Icon aria-hidden />
                </ListItemIcon>
                <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
                {to === paths.messages && <NewMessagesBadge />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button
          variant="secondary"
          fullWidth
          startIcon={<LogoutOutlined aria-hidden />}
          onClick={onLogOut}
        >
          Log Out
        </Button>
      </Box>
    </Box>
  );
}
