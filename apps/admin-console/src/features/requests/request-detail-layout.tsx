// The shape every request detail screen shares: a summary card (who, what, status), the decisions open on it,
// anything particular to the kind of request (a repayment plan), and the audit trail. Loading and failure too.
import { isApiError } from '@crewbase/api-client';
import { AuditTrail, DetailList, EmptyState, ErrorState, StatusChip, type AuditTrailEntry, type DetailListItem } from '@crewbase/ui';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface RequestDetailLayoutProps {
  /** e.g. "Leave request of Adaeze Nwosu". */
  heading: string;
  status: string;
  /** Accessible name of the details list, e.g. "Leave request details". */
  detailsLabel: string;
  details: DetailListItem[];
  decisionPanel: ReactNode;
  auditEntries: AuditTrailEntry[];
  /** Sections particular to this kind of request, below the details. */
  children?: ReactNode;
  backTo: string;
  backLabel: string;
}

export function RequestDetailLayout({
  heading,
  status,
  detailsLabel,
  details,
  decisionPanel,
  auditEntries,
  children,
  backTo,
  backLabel,
}: RequestDetailLayoutProps) {
  return (
    <Stack spacing={3}>
      <Box>
        <Button component={Link} to={backTo} startIcon={<ArrowBackIcon />} variant="text">
          {backLabel}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2, md: 3 } }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
                <Typography variant="h5" component="h2">
                  {heading}
                </Typography>
                <StatusChip status={status} size="medium" />
              </Stack>
              <DetailList items={details} label={detailsLabel} />
            </CardContent>
          </Card>
          {children}
        </Stack>
        <Stack spacing={3}>
          {decisionPanel}
          <Card variant="outlined">
            <CardContent>
              <AuditTrail entries={auditEntries} title="Audit trail" />
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Stack>
  );
}

export interface RequestDetailFallbackProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** e.g. "leave request". */
  noun: string;
  backTo: string;
  backLabel: string;
}

/** What shows instead of the layout while the request loads, or when it cannot. Null once there is data. */
export function RequestDetailFallback({ isPending, error, onRetry, noun, backTo, backLabel }: RequestDetailFallbackProps) {
  if (isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={`Loading the ${noun}`}>
        <Skeleton variant="rounded" height={240} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  if (isApiError(error) && error.status === 404) {
    return (
      <EmptyState
        title={`We could not find this ${noun}`}
        description="It may have been deleted, or the link is wrong."
        action={
          <Button component={Link} to={backTo} variant="adminPrimary">
            {backLabel}
          </Button>
        }
      />
    );
  }
  return (
    <ErrorState
      title={`We could not load this ${noun}`}
      message={isApiError(error) ? error.message : 'Check your connection and try again.'}
      onRetry={onRetry}
    />
  );
}
