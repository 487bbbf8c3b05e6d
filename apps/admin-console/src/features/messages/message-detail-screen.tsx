// /admin/messages/{id}: the message as recipients read it, who it is for and when, with Edit / Publish / Delete
// where its state and the admin's role allow.
import { messageQueries } from '@crewbase/data-access-messages';
import { DetailList, ErrorState, formatDate, RichTextContent, StatusChip } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useCan } from '../access/use-can';
import { audienceLabels } from './audience-labels';
import { useMessageActions } from './use-message-actions';

export function MessageDetailScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const can = useCan();
  const message = useQuery(messageQueries.detail(id));
  // Deleting here goes back to the list, which says what happened (the console's common route notice).
  const actions = useMessageActions({
    onDeleted: (message) => navigate(paths.messages, { replace: true, state: { notice: `“${message.title}” was deleted.` } }),
  });
  // The notice the form left ("Draft saved. ..."), until an action here says something newer.
  const routeNotice = useRouteNotice();

  if (message.isPending) return <Skeleton variant="rounded" height={420} role="status" aria-label="Loading the message" />;
  if (message.isError) {
    return <ErrorState title="We could not load this message" message={message.error.message} onRetry={() => void message.refetch()} />;
  }

  const data = message.data;
  const when = data.status === 'Draft' ? 'Not published yet' : formatDate(data.publishAt, { time: true });
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      {actions.notice ?? routeNotice}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Typography>
          <StatusChip status={data.status} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {data.editable && can('messages', 'update') && (
            <Button component={RouterLink} to={generatePath(paths.messageUpdate, { id: data.id })} variant="secondary">
              Edit
            </Button>
          )}
          {data.status === 'Draft' && can('messages', 'update') && (
            <Button variant="adminPrimary" onClick={() => actions.askPublish(data)}>
              Publish
            </Button>
          )}
          {can('messages', 'delete') && (
            <Button variant="danger" onClick={() => actions.askDelete(data)}>
              Delete
            </Button>
          )}
        </Stack>
      </Stack>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <DetailList
          label="About this message"
          columns={2}
          items={[
            { label: 'Recipient type', value: data.recipientType },
            { label: 'Recipients', value: data.audience === 'everyone' ? 'Everyone' : `${audienceLabels[data.audience]}: ${data.recipientsLabel}` },
            { label: data.status === 'Scheduled' ? 'Publishes' : 'Published', value: when },
            { label: 'Read by', value: data.status === 'Published' ? `${data.readCount} staff` : null },
            { label: 'Created', value: formatDate(data.createdAt) },
            { label: 'Created by', value: data.createdBy?.fullName },
          ]}
        />
      </Paper>

      <Paper component="article" variant="outlined" aria-label="Message body" sx={{ p: { xs: 2, md: 3 } }}>
        {/* The API sanitised this body (messageBodyAllowedTags) before answering; only such HTML is rendered. */}
        <RichTextContent sanitizedHtml={data.body} />
      </Paper>
      {actions.dialog}
    </Stack>
  );
}
