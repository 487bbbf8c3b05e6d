// The inbox: one row per message, unread ones in bold with a dot and the word "Unread" for screen readers.
import type { ListResponse, StaffMessageListItem } from '@crewbase/domain';
import { EmptyState, ErrorState, formatDate, visuallyHidden } from '@crewbase/ui';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';

export interface MessageListProps {
  list: UseQueryResult<ListResponse<StaffMessageListItem>>;
  openId: string | null;
  page: number;
  hrefFor: (id: string) => string;
  onPageChange: (page: number) => void;
}

export function MessageList({ list, openId, page, hrefFor, onPageChange }: MessageListProps) {
  if (list.isPending) {
    return (
      <Paper variant="outlined" aria-busy="true" sx={{ p: 2 }}>
        <Box role="status" sx={visuallyHidden}>
          Loading your messages
        </Box>
        <Stack spacing={1.5}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={72} />
          ))}
        </Stack>
      </Paper>
    );
  }
  if (list.isError) {
    return (
      <Paper variant="outlined">
        <ErrorState title="We could not load your messages" message={list.error.message} onRetry={() => void list.refetch()} />
      </Paper>
    );
  }
  if (list.data.data.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState title="No messages yet" description="Announcements from HR and your managers will appear here." />
      </Paper>
    );
  }

  const { data, pageCount } = list.data;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="ul" aria-label="Your messages" sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'hidden' }}>
        {data.map((message) => {
          const open = message.id === openId;
          return (
            <Box
              component="li"
              key={message.id}
              sx={(theme) => ({ '&:not(:last-of-type)': { borderBottom: `1px solid ${theme.crewbase.tokens.border}` } })}
            >
              <CardActionArea
                component={RouterLink}
                to={hrefFor(message.id)}
                aria-current={open ? 'true' : undefined}
                sx={(theme) => ({
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 1.5,
                  px: 2,
                  py: 1.5,
                  minHeight: 72,
                  bgcolor: open ? theme.crewbase.tokens.surfaceMuted : undefined,
                })}
              >
                <Box
                  aria-hidden
                  sx={{ mt: 0.9, width: 10, height: 10, flexShrink: 0, borderRadius: '50%', bgcolor: message.read ? 'transparent' : 'primary.main' }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: message.read ? 500 : 800, overflowWrap: 'anywhere' }}>
                    {!message.read && <Box component="span" sx={visuallyHidden}>Unread: </Box>}
                    {message.title}
                  </Typography>
                  {message.excerpt && (
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
                    >
                      {message.excerpt}
                    </Typography>
                  )}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                    {formatDate(message.publishedAt, { month: 'short' })}
                  </Typography>
                </Box>
              </CardActionArea>
            </Box>
          );
        })}
      </Paper>
      {pageCount > 1 && (
        <Pagination
          page={Math.min(page, pageCount)}
          count={pageCount}
          onChange={(_, next) => onPageChange(next)}
          siblingCount={0}
          sx={{ alignSelf: 'center' }}
          getItemAriaLabel={(type, itemPage, selected) => (type === 'page' ? `${selected ? '' : 'Go to '}page ${itemPage}` : `Go to ${type} page`)}
        />
      )}
    </Stack>
  );
}
