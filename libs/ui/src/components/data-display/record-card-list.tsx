// A person's own records (requests, payslips, ...) as a list of tappable cards: readable at 360px where a data grid
// is not. The server pages it; loading, empty and error states are part of the list.
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../utils/visually-hidden';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import type { PageHeaderLinkComponent } from '../layout/page-header';
import { StatusChip } from './status-chip';

export interface RecordCardItem {
  id: string;
  /** Where tapping the card leads; without it the card is plain text (a record with no screen of its own). */
  to?: string;
  /** The card's name for everyone, e.g. "12 Mar 2026 – 14 Mar 2026". */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Small print under the subtitle, e.g. "Requested 1 Mar 2026". */
  meta?: ReactNode;
  status?: string;
}

export interface RecordCardListProps {
  /** Accessible name of the list, e.g. "My leave requests". */
  label: string;
  items: readonly RecordCardItem[] | undefined;
  loading?: boolean;
  /** Anything truthy shows the error state; its message is used when it has one. */
  error?: unknown;
  onRetry?: () => void;
  errorTitle?: string;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** 1-based, as the list endpoints count. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** A router link such as react-router's `Link`; defaults to plain anchors. */
  LinkComponent?: 'a' | PageHeaderLinkComponent;
}

// ButtonBase renders `component` with the remaining props: anchors take href, router links take to.
const linkProps = (LinkComponent: 'a' | PageHeaderLinkComponent, to: string) =>
  (LinkComponent === 'a' ? { component: 'a', href: to } : { component: LinkComponent, to }) as { component: 'a'; href: string };

const cardSx = { display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, minHeight: 64 } as const;

function CardContent({ item }: { item: RecordCardItem }) {
  return (
    <>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        {item.subtitle && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {item.subtitle}
          </Typography>
        )}
        {item.meta && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {item.meta}
          </Typography>
        )}
      </Box>
      {item.status && <StatusChip status={item.status} />}
    </>
  );
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Check your connection, then try again.';

export function RecordCardList({
  label,
  items,
  loading = false,
  error,
  onRetry,
  errorTitle = 'This list could not be loaded',
  emptyTitle,
  emptyDescription,
  emptyAction,
  page,
  pageCount,
  onPageChange,
  LinkComponent = 'a',
}: RecordCardListProps) {
  if (error) {
    return (
      <Paper variant="outlined">
        <ErrorState title={errorTitle} message={messageOf(error)} onRetry={onRetry} />
      </Paper>
    );
  }
  if (loading || !items) {
    return (
      <Paper variant="outlined" aria-busy="true" sx={{ p: 2 }}>
        <Box role="status" sx={visuallyHidden}>
          Loading {label.toLowerCase()}
        </Box>
        <Stack spacing={1.5}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={64} />
          ))}
        </Stack>
      </Paper>
    );
  }
  if (items.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />
      </Paper>
    );
  }

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'hidden' }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={(theme) => ({ '&:not(:last-of-type)': { borderBottom: `1px solid ${theme.crewbase.tokens.border}` } })}
          >
            {item.to ? (
              <CardActionArea {...linkProps(LinkComponent, item.to)} sx={cardSx}>
                <CardContent item={item} />
                <ChevronRight aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
              </CardActionArea>
            ) : (
              <Box sx={cardSx}>
                <CardContent item={item} />
              </Box>
            )}
          </Box>
        ))}
      </Paper>
      {pageCount > 1 && (
        <Pagination
          page={Math.min(page, pageCount)}
          count={pageCount}
          onChange={(_, next) => onPageChange(next)}
          siblingCount={0}
          sx={{ alignSelf: 'center' }}
          getItemAriaLabel={(type, itemPage, selected) =>
            type === 'page' ? `${selected ? '' : 'Go to '}page ${itemPage}` : `Go to ${type} page`
          }
        />
      )}
    </Stack>
  );
}
