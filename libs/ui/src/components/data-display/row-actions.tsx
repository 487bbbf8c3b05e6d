// The "more" menu at the end of a list row: View, Edit, Delete, Publish, Cancel, Mark as Paid... (spec section 6).
// Hidden actions are left out, disabled ones show but cannot be chosen; with nothing left, no button renders.
// Clicks and keys inside never reach the row, so opening the menu does not also open the row.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';

export interface RowAction {
  label: string;
  onClick: () => void;
  /** Left out of the menu, e.g. when the role may not do it. */
  hidden?: boolean;
  /** Shown but not selectable, e.g. when the record's state forbids it. */
  disabled?: boolean;
  /** Danger actions (Delete, Cancel) read in the danger colour. */
  tone?: 'danger';
  icon?: ReactNode;
}

export interface RowActionsProps {
  actions: ReadonlyArray<RowAction>;
  /** Names the button for assistive technology, e.g. "Actions for Adaeze Nwosu". */
  label?: string;
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

export function RowActions({ actions, label = 'Actions' }: RowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const shown = actions.filter((action) => !action.hidden);
  if (shown.length === 0) return null;

  const close = () => setAnchor(null);

  return (
    // React events bubble through the menu's portal too: stop them here so the row's own click/Enter stays quiet.
    <Box component="span" onClick={stop} onKeyDown={stop} sx={{ display: 'inline-flex' }}>
      <IconButton
        id={buttonId}
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {shown.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            onClick={() => {
              close();
              action.onClick();
            }}
            sx={action.tone === 'danger' ? { color: 'error.main' } : undefined}
          >
            {action.icon && <ListItemIcon sx={{ color: 'inherit' }}>{action.icon}</ListItemIcon>}
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
