// The admin menu as a keyboard-operable navigation list: links for screens, buttons (aria-expanded) for submenus.
// Collapsed, it shows icons only, each with its label as a tooltip and as the accessible name. Entries of request
// kinds show how many wait for the admin's decision, described to assistive technology as "3 waiting".
import type { PendingDecisions } from '@crewbase/domain';
import { formatCount, visuallyHidden } from '@crewbase/ui';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { MenuItem } from './menu-item';

export interface AdminSidebarProps {
  items: MenuItem[];
  /** Icons only; labels stay available to assistive technology and as tooltips. */
  collapsed?: boolean;
  /** Asked for when someone opens a submenu while the sidebar is collapsed. */
  onExpandRequest?: () => void;
  /** Called after a link is followed (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
  /** Requests waiting for the admin's decision, per kind their role may approve; shown next to the entries that name the kind. */
  waiting?: PendingDecisions['waiting'];
}

const isWithin = (pathname: string, path?: string) => !!path && (pathname === path || pathname.startsWith(`${path}/`));
const containsPath = (item: MenuItem, pathname: string): boolean =>
  isWithin(pathname, item.path) || !!item.children?.some((child) => containsPath(child, pathname));

const itemSx = {
  borderRadius: 1.5,
  mx: 1,
  my: 0.25,
  minHeight: 44,
  '&.active': { bgcolor: 'action.selected', fontWeight: 600, '& .MuiListItemIcon-root': { color: 'primary.main' } },
} as const;

// Only a collapsed sidebar shows tooltips. The Tooltip stays mounted either way (so toggling the sidebar keeps focus
// on the item); a null title, unlike '', also keeps it from stamping aria-label="" on the item.
function CollapsedTooltip({ collapsed, label, children }: { collapsed: boolean; label: string; children: ReactElement }) {
  return (
    <Tooltip title={collapsed ? label : null} placement="right" disableInteractive>
      {children}
    </Tooltip>
  );
}

function ItemLabel({ label, collapsed }: { label: string; collapsed: boolean }) {
  return collapsed ? <span style={visuallyHidden}>{label}</span> : <ListItemText primary={label} />;
}

function MenuLink({
  item,
  collapsed,
  depth,
  onNavigate,
  waiting,
}: {
  item: MenuItem;
  collapsed: boolean;
  depth: number;
  onNavigate?: () => void;
  waiting?: PendingDecisions['waiting'];
}) {
  const Icon = item.icon;
  const waitingId = useId();
  const count = item.waitingFor ? (waiting?.[item.waitingFor] ?? 0) : 0;
  const label = count > 0 ? `${item.label} (${formatCount(count)} waiting)` : item.label;
  return (
    <li>
      <CollapsedTooltip collapsed={collapsed} label={label}>
        <ListItemButton
          component={NavLink}
          to={item.path ?? '#'}
          onClick={onNavigate}
          aria-describedby={count > 0 ? waitingId : undefined}
          sx={{ ...itemSx, pl: collapsed ? 2.5 : 2 + depth * 2 }}
        >
          {Icon && (
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
              <Badge color="primary" variant="dot" invisible={!collapsed || count === 0}>
                <Icon fontSize="small" />
              </Badge>
            </ListItemIcon>
          )}
          <ItemLabel label={item.label} collapsed={collapsed} />
          {count > 0 && !collapsed && (
            <Box
              component="span"
              aria-hidden
              sx={{ ml: 1, minWidth: 24, px: 0.75, borderRadius: 999, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.75rem', fontWeight: 700, lineHeight: '20px', textAlign: 'center' }}
            >
              {formatCount(count)}
            </Box>
          )}
          {/* The entry's description, not part of its name: the link stays "Leaves" and is described as "3 waiting". */}
          {count > 0 && (
            <span id={waitingId} aria-hidden style={visuallyHidden}>
              {formatCount(count)} waiting
            </span>
          )}
        </ListItemButton>
      </CollapsedTooltip>
    </li>
  );
}

function MenuGroup({
  item,
  collapsed,
  onExpandRequest,
  onNavigate,
  waiting,
}: { item: MenuItem; collapsed: boolean } & Pick<AdminSidebarProps, 'onExpandRequest' | 'onNavigate' | 'waiting'>) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => containsPath(item, pathname));
  const submenuId = useId();
  const Icon = item.icon;
  const expanded = open && !collapsed;

  const toggle = () => {
    if (collapsed) {
      onExpandRequest?.();
      setOpen(true);
    } else {
      setOpen((was) => !was);
    }
  };

  return (
    <li>
      <CollapsedTooltip collapsed={collapsed} label={item.label}>
        <ListItemButton
          onClick={toggle}
          aria-expanded={expanded}
          aria-controls={submenuId}
          selected={collapsed && containsPath(item, pathname)}
          sx={{ ...itemSx, pl: collapsed ? 2.5 : 2 }}
        >
          {Icon && (
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
          )}
          <ItemLabel label={item.label} collapsed={collapsed} />
          {!collapsed && (expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
        </ListItemButton>
      </CollapsedTooltip>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={submenuId} disablePadding aria-label={item.label}>
          {item.children?.map((child) => (
            <MenuLink key={child.id} item={child} collapsed={false} depth={1} onNavigate={onNavigate} waiting={waiting} />
          ))}
        </List>
      </Collapse>
    </li>
  );
}

export function AdminSidebar({ items, collapsed = false, onExpandRequest, onNavigate, waiting }: AdminSidebarProps) {
  return (
    <List component="ul" sx={{ py: 1 }}>
      {items.map((item) =>
        item.children ? (
          <MenuGroup key={item.id} item={item} collapsed={collapsed} onExpandRequest={onExpandRequest} onNavigate={onNavigate} waiting={waiting} />
        ) : (
          <MenuLink key={item.id} item={item} collapsed={collapsed} depth={0} onNavigate={onNavigate} waiting={waiting} />
        ),
      )}
    </List>
  );
}
