// The frame every staff request detail screen shares: the notices, a card with the request's headline, status,
// details and the actions its workflow still allows, the history, the way back, and the withdraw confirmation.
// Each screen keeps its own words and details; anything extra (a loan's repayment plan) goes in as children.
import type { RequestHistoryEntry } from '@crewbase/domain';
import { AuditTrail, ConfirmDialog, DetailList, StatusChip } from '@crewbase/ui';
import type { DetailListProps } from '@crewbase/ui';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { requestHistory } from './request-history';
import type { useWithdrawFlow } from './use-withdraw-flow';

export interface RequestDetailLayoutProps {
  notice: string | null;
  flow: ReturnType<typeof useWithdrawFlow>;
  heading: ReactNode;
  status: string;
  details: Pick<DetailListProps, 'label' | 'items'>;
  /** What the request's workflow still lets the person do (availableActions for 'staff'). */
  actions: readonly string[];
  /** Where "Change request" leads. */
  updateTo: string;
  history: readonly RequestHistoryEntry[];
  backTo: string;
  backLabel: string;
  withdrawTitle: string;
  withdrawDescription: string;
  children?: ReactNode;
}

export function RequestDetailLayout(props: RequestDetailLayoutProps) {
  const { notice, flow, actions } = props;
  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      {flow.problem && <Alert severity="error">{flow.problem}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography component="h2" variant="h4">
            {props.heading}
          </Typography>
          <StatusChip status={props.status} size="medium" />
        </Stack>
        <DetailList label={props.details.label} labelWidth={128} items={props.details.items} />
        {actions.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            {actions.includes('update') && (
              <Button component={RouterLink} to={props.updateTo} variant="contained" startIcon={<EditOutlined aria-hidden />}>
                Change request
              </Button>
            )}
            {actions.includes('withdraw') && (
              <Button variant="danger" onClick={flow.ask}>
                Withdraw request
              </Button>
            )}
          </Stack>
        )}
      </Paper>
      {props.children}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <AuditTrail entries={requestHistory(props.history)} title="History" />
      </Paper>
      <Button component={RouterLink} to={props.backTo} variant="secondary" sx={{ alignSelf: 'flex-start' }}>
        {props.backLabel}
      </Button>
      <ConfirmDialog
        {...flow.dialog}
        title={props.withdrawTitle}
        description={props.withdrawDescription}
        confirmLabel="Withdraw request"
        cancelLabel="Keep it"
        tone="danger"
      />
    </Stack>
  );
}
