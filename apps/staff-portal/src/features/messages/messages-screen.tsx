// /staff/messages: the person's messages, newest first, and the one they opened (`?id=`). Side by side from the
// md breakpoint; on a phone the list and the message take turns, so the back button returns to the list.
import { messageQueries, useMarkAllMessagesRead } from '@crewbase/data-access-messages';
import { useConfirmedAction } from '@crewbase/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MessageList } from './message-list';
import { MessageReader } from './message-reader';

export const MESSAGES_PAGE_SIZE = 20;

const positiveInt = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : 1;
};

export function MessagesScreen() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const page = positiveInt(params.get('page'));
  const list = useQuery(messageQueries.staffList({ page, limit: MESSAGES_PAGE_SIZE }));
  const hasUnread = useQuery(messageQueries.latestUnread());
  const markAll = useMarkAllMessagesRead();
  const confirmed = useConfirmedAction();

  const hrefFor = (next: { id?: string | null; page?: number }) => {
    const search = new URLSearchParams();
    const nextPage = next.page ?? page;
    if (nextPage > 1) search.set('page', String(nextPage));
    const id = next.id === undefined ? openId : next.id;
    if (id) search.set('id', id);
    const text = search.toString();
    return text ? `?${text}` : '?';
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 360px) 1fr' },
        alignItems: 'start',
      }}
    >
      <Box component="section" aria-labelledby="messages-inbox-heading" sx={{ display: { xs: openId ? 'none' : 'block', md: 'block' }, minWidth: 0 }}>
        {confirmed.notice}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography id="messages-inbox-heading" component="h2" variant="h5" sx={{ flex: 1 }}>
            Inbox
          </Typography>
          <Button
            size="small"
            disabled={!hasUnread.data || markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: ({ updated }) => confirmed.report({ done: `${updated} message${updated === 1 ? '' : 's'} marked read.` }),
                onError: (error) => confirmed.report({ error }),
              })
            }
          >
            Mark all read
          </Button>
        </Box>
        <MessageList
          list={list}
          openId={openId}
          page={page}
          hrefFor={(id) => hrefFor({ id })}
          onPageChange={(next) => setParams(new URLSearchParams(hrefFor({ page: next, id: null }).slice(1)))}
        />
      </Box>
      <Box sx={{ display: { xs: openId ? 'block' : 'none', md: 'block' }, minWidth: 0 }}>
        {openId ? (
          <MessageReader key={openId} id={openId} backHref={hrefFor({ id: null })} />
        ) : (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            <Typography>Choose a message to read it.</Typography>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
