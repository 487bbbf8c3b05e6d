import type { RequestHistoryEntry } from '@crewbase/domain';
import { statusAppearance } from '@crewbase/ui';
import { requestHistory } from './request-history';

const step = (action: string, fromStatus: string, toStatus: string): RequestHistoryEntry => ({
  id: `${action}-${toStatus}`,
  action,
  actor: { type: 'admin', id: 'a1', name: 'Funke Bello' },
  fromStatus,
  toStatus,
  note: null,
  at: '2026-11-25T10:00:00Z',
});

describe('requestHistory', () => {
  it('uses the status chip\'s word for a decision: declined medical assistance reads "Denied", a declined loan "Declined"', () => {
    const [medical, loan] = requestHistory([step('decline', 'PENDING', 'DENIED'), step('decline', 'PENDING', 'DECLINED')]);
    expect(medical.action).toBe(statusAppearance('DENIED').label);
    expect(medical.action).toBe('Denied');
    expect(loan.action).toBe('Declined');
  });

  it('keeps Disbursed for the payout, whatever state it leads to', () => {
    expect(requestHistory([step('disburse', 'APPROVED', 'ISSUED')])[0].action).toBe('Disbursed');
  });
});
