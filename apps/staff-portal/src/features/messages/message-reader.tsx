// One message, opened from the inbox. Opening an unread message marks it read on the server, which updates the
// inbox and the menu's "New" badge.
import { isApiError } from '@crewbase/api-client';
import { messageQueries, useMarkMessageRead } from '@crewbase/data-access-messages';
import { ErrorState, formatDate, RichTextContent, visuallyHidden } from '@crewbase/ui';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

export interface MessageReaderProps {
  id: string;
  /** Back to the list (shown on phones, where the list is hidden while reading). */
  backHref: string;
}

export function MessageReader({ id, backHref }: MessageReaderProps) {
  const message = useQuery(messageQueries.staffDetail(id));
  const markRead = useMarkMessageRead();
  const asked = useRef(false);
  const { mutate } = markRead;
  const unread = message.data?.read === false;

  useEffect(() => {
    if (unread && !asked.current) {
      asked.current = true;
      mutate(id);
    }
  }, [id, unread, mutate]);

  const back = (
    <Button component={RouterLink} to={backHref} variant="secondary" size="small" startIcon={<ArrowBack aria-hidden />} sx={{ display: { md: 'none' }, mb: 2 }}>
      All messages
    </Button>
  );

  if (message.isPending) {
    return (
      <Paper variant="outlined" aria-busy="true" sx={{ p: { xs: 2, md: 3 } }}>
        <Box role="status" sx={visuallyHidden}>
          Loading the message
        </Box>
        <Skeleton variant="text" sx={{ fontSize: '1.75rem' }} width="70%" />
        <Skeleton variant="text" width={120} />
        <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      </Paper>
    );
  }
  if (message.isError) {
    const gone = isApiError(message.error) && message.error.status === 404;
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        {back}
        <ErrorState
          title={gone ? 'This message is not available' : 'We could not load this message'}
          message={gone ? 'It may have been withdrawn, or it was not sent to you.' : message.error.message}
          onRetry={gone ? undefined : () => void message.refetch()}
        />
      </Paper>
    );
  }

  const data = message.data;
  return (
    <Paper component="article" variant="outlined" aria-labelledby="message-title" sx={{ p: { xs: 2, md: 3 } }}>
      {back}
      <Typography id="message-title" component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
        {data.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        <time dateTime={data.publishedAt}>{formatDate(data.publishedAt)}</time>
      </Typography>
      {/* The API sanitised this body before answering; RichTextContent renders only such HTML. */}
      <RichTextContent sanitizedHtml={data.body} />
    </Paper>
  );
}
