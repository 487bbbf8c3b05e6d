// Notifications as a list of links: each opens its record's screen; unread ones in bold with a dot and the word
// "Unread" for screen readers. The bell's popover and each app's notifications page show it.
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { formatDate } from '../../utils/format-date';
import { visuallyHidden } from '../../utils/visually-hidden';

export interface NotificationListItem {
  id: string;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
  /** The record's screen. */
  href: string;
}

export type NotificationLinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode; onClick?: () => void }>;

export interface NotificationListProps {
  items: readonly NotificationListItem[];
  /** Called as a notification is opened (before its link is followed): mark it read. */
  onOpen: (item: NotificationListItem) => void;
  LinkComponent: NotificationLinkComponent;
  'aria-label'?: string;
  /** Fewer lines of body per item (the popover). */
  dense?: boolean;
}

export function NotificationList({ items, onOpen, LinkComponent, dense = false, 'aria-label': label = 'Notifications' }: NotificationListProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.id} sx={(theme) => ({ '&:not(:last-of-type)': { borderBottom: `1px solid ${theme.crewbase.tokens.border}` } })}>
          <CardActionArea
            component={LinkComponent}
            to={item.href}
            onClick={() => onOpen(item)}
            sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 1.5, px: 2, py: dense ? 1.25 : 1.5 }}
          >
            <Box
              aria-hidden
              sx={{ mt: 0.9, width: 10, height: 10, flexShrink: 0, borderRadius: '50%', bgcolor: item.read ? 'transparent' : 'primary.main' }}
            />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              {!item.read && <Box component="span" sx={visuallyHidden}>Unread: </Box>}
              <Typography component="span" variant="body1" sx={{ display: 'block', fontWeight: item.read ? 400 : 700, overflowWrap: 'anywhere' }}>
                {item.title}
              </Typography>
              {item.body && (
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: dense ? 2 : 4, overflow: 'hidden', overflowWrap: 'anywhere' }}
                >
                  {item.body}
                </Typography>
              )}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
                {formatDate(item.createdAt, { month: 'short', time: true })}
              </Typography>
            </Box>
          </CardActionArea>
        </Box>
      ))}
    </Box>
  );
}
