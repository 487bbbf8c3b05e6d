import { CrewbaseThemeProvider, StatusChip } from '@crewbase/ui';
import { render, screen } from '@testing-library/react';
import type { RequestHistoryEntry } from '@crewbase/domain';
import { toAuditEntries } from './audit-entries';

const decided = (action: string, toStatus: string): RequestHistoryEntry => ({
  id: `${action}-${toStatus}`,
  action,
  actor: { type: 'admin', id: 'a1', name: 'Funke Bello' },
  fromStatus: 'PENDING',
  toStatus,
  note: null,
  at: '2026-11-25T10:00:00Z',
});

describe('toAuditEntries', () => {
  it('names a decision with the word its status chip shows: a declined medical assistance is "Denied" in both', () => {
    const [medical, loan, payment] = toAuditEntries([decided('decline', 'DENIED'), decided('decline', 'DECLINED'), decided('deny', 'DENIED')]);
    render(
      <CrewbaseThemeProvider look="admin">
        <StatusChip status="DENIED" />
        <StatusChip status="DECLINED" />
      </CrewbaseThemeProvider>,
    );
    expect(screen.getByText('Denied')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(medical.action).toBe('Denied');
    expect(loan.action).toBe('Declined');
    expect(payment.action).toBe('Denied');
  });

  it('keeps the verb of an action that is not a decision', () => {
    const [disbursed, created] = toAuditEntries([decided('disburse', 'ISSUED'), { ...decided('create', 'PENDING'), fromStatus: null }]);
    expect(disbursed.action).toBe('Disbursed');
    expect(created.action).toBe('Requested');
  });
});
