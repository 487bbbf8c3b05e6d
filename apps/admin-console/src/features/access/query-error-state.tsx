// The failure of a screen's query, told the way a person needs it: 403 as "You do not have access" (and the
// profile refetched, since the role just changed under them), 404 as not found, anything else with a retry.
import { isApiError } from '@crewbase/api-client';
import { accountQueries } from '@crewbase/data-access-account';
import { EmptyState, ErrorState } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { NotAllowed } from './not-allowed';

export interface QueryErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  /** e.g. "This staff member could not be loaded". */
  title?: string;
  /** What was asked for, for the 403 and 404 wording: "this staff member". */
  what?: string;
  /** Where the 404 state offers to go back to. */
  backTo?: { label: string; to: string };
}

export const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

export function QueryErrorState({ error, onRetry, title = 'This could not be loaded', what, backTo }: QueryErrorStateProps) {
  const queryClient = useQueryClient();
  const forbidden = isForbidden(error);
  useEffect(() => {
    if (forbidden) void queryClient.invalidateQueries({ queryKey: accountQueries.adminProfile().queryKey });
  }, [forbidden, queryClient]);

  if (forbidden) return <NotAllowed what={what} />;
  if (isApiError(error) && error.status === 404) {
    return (
      <Paper variant="outlined">
        <EmptyState
          title="Not found"
          description={`We could not find ${what ?? 'what you asked for'}. It may have been removed.`}
          action={
            backTo && (
              <Button component={RouterLink} to={backTo.to} variant="secondary">
                {backTo.label}
              </Button>
            )
          }
        />
      </Paper>
    );
  }
  const message = error instanceof Error ? error.message : 'Check your connection, then try again.';
  return (
    <Paper variant="outlined">
      <ErrorState title={title} message={message} onRetry={onRetry} />
    </Paper>
  );
}
