// The balances per type as the balance table reads them.
import type { LeaveTypeBalance } from '@crewbase/domain';

export const leaveBalanceRows = (balances: readonly LeaveTypeBalance[]) =>
  balances.map((b) => ({
    id: b.leaveType.id,
    name: b.leaveType.name,
    entitlement: b.entitlement,
    used: b.used,
    pending: b.pending,
    remaining: b.remaining,
    limited: b.leaveType.countsAgainstBalance,
  }));
