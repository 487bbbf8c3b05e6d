// Where admins learn that bank details wait for them: on the staff list (how many wait, with the way to the list) and
// on a staff profile (this person's pending change). Shown only to roles that may read staff.
import { bankDetailChangeQueries } from '@crewbase/data-access-people';
import type { ListFilter } from '@crewbase/domain';
import { formatListTotal } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { bankDetailChangePath } from './bank-detail-change-list-screen';

export function PendingBankChangesNotice({ staffId }: { staffId?: string }) {
  const filters: ListFilter[] = [{ field: 'status', operator: '$eq', value: 'PENDING' }];
  if (staffId) filters.push({ field: 'staff.id', operator: '$eq', value: staffId });
  const pending = useQuery(bankDetailChangeQueries.list({ filters, limit: 1, page: 1 }));
  if (!pending.data) return null;
  const total = pending.data.total;
  const first = pending.data.data[0];
  if (staffId) {
    if (!first) return null;
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={bankDetailChangePath(first.id)} color="inherit" size="small">
            Review
          </Button>
        }
      >
        New bank details wait for approval; pay goes to the account on file until then.
      </Alert>
    );
  }
  return (
    <Alert
      severity={total > 0 ? 'info' : 'success'}
      variant="outlined"
      action={
        <Button component={RouterLink} to={paths.bankDetailChanges} color="inherit" size="small">
          Bank-detail changes
        </Button>
      }
    >
      {total === 0 ? 'No bank-detail change waits for approval.' : total === 1 ? '1 bank-detail change waits for approval.' : `${formatListTotal(pending.data)} bank-detail changes wait for approval.`}
    </Alert>
  );
}
