// How each status from spec section 4 looks: a tone (colour) and the words a person reads.
// Keys are upper snake case, so "In_Progress", "IN_PROGRESS" and "in progress" share one entry.
import type { StatusTone } from '../../theme/color-tokens';
import { humanize } from '../../utils/humanize';

export interface StatusAppearance {
  label: string;
  tone: StatusTone;
}

const appearances: Record<string, StatusAppearance> = {
  // Staff and account statuses.
  ACTIVE: { label: 'Active', tone: 'success' },
  PENDING: { label: 'Pending', tone: 'warning' },
  SUSPENDED: { label: 'Suspended', tone: 'danger' },
  RESIGNED: { label: 'Resigned', tone: 'neutral' },
  TERMINATED: { label: 'Terminated', tone: 'danger' },
  INACTIVE: { label: 'Inactive', tone: 'neutral' },
  // Leave, loan, medical and payment requests.
  REJECTED: { label: 'Rejected', tone: 'danger' },
  DECLINED: { label: 'Declined', tone: 'danger' },
  DENIED: { label: 'Denied', tone: 'danger' },
  APPROVED: { label: 'Approved', tone: 'success' },
  COMPLETED: { label: 'Completed', tone: 'brand' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
  WITHDRAWN: { label: 'Withdrawn', tone: 'neutral' },
  DISBURSED: { label: 'Disbursed', tone: 'info' },
  REPAYMENT_IN_PROGRESS: { label: 'Repayment in progress', tone: 'info' },
  ISSUED: { label: 'Issued', tone: 'brand' },
  PAID: { label: 'Paid', tone: 'success' },
  UNPAID: { label: 'Unpaid', tone: 'warning' },
  // Pay runs (Draft, then Calculated, Approved, Paid).
  CALCULATED: { label: 'Calculated', tone: 'info' },
  // Inventory, maintenance, reviews and cycles, requisitions.
  IN_PROGRESS: { label: 'In progress', tone: 'info' },
  NOT_STARTED: { label: 'Not started', tone: 'neutral' },
  PENDING_APPROVAL: { label: 'Pending approval', tone: 'warning' },
  FULFILLED: { label: 'Fulfilled', tone: 'success' },
  OVERDUE: { label: 'Overdue', tone: 'danger' },
  // Stock health and what became of an issued item.
  HEALTHY: { label: 'Healthy', tone: 'success' },
  LOW: { label: 'Low', tone: 'warning' },
  OUT: { label: 'Out of stock', tone: 'danger' },
  RETURNED: { label: 'Returned', tone: 'neutral' },
  FLAGGED: { label: 'In maintenance', tone: 'warning' },
  LOST: { label: 'Lost', tone: 'danger' },
  // Messages.
  DRAFT: { label: 'Draft', tone: 'neutral' },
  PUBLISHED: { label: 'Published', tone: 'success' },
  SCHEDULED: { label: 'Scheduled', tone: 'info' },
  // Driver's licences.
  UNVERIFIED: { label: 'Unverified', tone: 'warning' },
  DUE_TO_EXPIRE: { label: 'Due to expire', tone: 'warning' },
  EXPIRED: { label: 'Expired', tone: 'danger' },
  VERIFIED: { label: 'Verified', tone: 'success' },
  // Yes/no flags (paid, submitted) that arrive as booleans or "true"/"false".
  TRUE: { label: 'Yes', tone: 'success' },
  FALSE: { label: 'No', tone: 'neutral' },
};

const keyOf = (status: string) =>
  status
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toUpperCase();

/** The known appearance of a status, or undefined for one the spec does not list. */
export function knownStatusAppearance(status: string | boolean): StatusAppearance | undefined {
  return appearances[keyOf(String(status))];
}

/** Every status gets an appearance; unknown ones are neutral with their words made readable. */
export function statusAppearance(status: string | boolean): StatusAppearance {
  return knownStatusAppearance(status) ?? { label: humanize(String(status)) || 'Unknown', tone: 'neutral' };
}
