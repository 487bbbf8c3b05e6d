// /admin/messages/{id}/update: only drafts and messages still waiting for their scheduled time can change; for
// anything else the screen says why instead of offering a form the API would refuse.
import { messageQueries } from '@crewbase/data-access-messages';
import { ErrorState, formatDate } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { MessageForm } from './message-form';

export function MessageUpdateScreen() {
  const { id = '' } = useParams();
  const message = useQuery(messageQueries.detail(id));

  if (message.isPending) return <Skeleton variant="rounded" height={520} sx={{ maxWidth: 880 }} role="status" aria-label="Loading the message" />;
  if (message.isError) {
    return <ErrorState title="We could not load this message" message={message.error.message} onRetry={() => void message.refetch()} />;
  }
  if (!message.data.editable) {
    const publishedOn = formatDate(message.data.publishAt ?? message.data.updatedAt);
    return (
      <Stack spacing={2} sx={{ maxWidth: 880 }}>
        <Alert severity="info" role="status">
          “{message.data.title}” was published{publishedOn ? ` on ${publishedOn}` : ''}, so it can no longer be changed: its
          recipients may already have read it. Only drafts and messages waiting for their scheduled time can be edited.
        </Alert>
        <Stack direction="row">
          <Button component={RouterLink} to={generatePath(paths.messageDetail, { id })} variant="secondary">
            View the message
          </Button>
        </Stack>
      </Stack>
    );
  }
  return <MessageForm key={message.data.id} message={message.data} />;
}
