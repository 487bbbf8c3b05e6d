import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { periodRange } from './who-is-out-screen';

const page = (rows: unknown[]) => ({ data: rows, count: rows.length, total: rows.length, page: 1, pageCount: 1 });
const out = {
  id: '6f1c1f9e-8a57-4c1e-9d4a-0a0b7f0c1a11',
  staff: { id: '2b9d3f10-5c3e-4b8e-9a61-3c2d1e0f9a22', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' },
  leaveType: { id: '0b7f1d1e-0000-4000-8000-000000000002', name: 'Sick', paid: true, documentRequired: true },
  startDate: '2026-11-24', endDate: '2026-11-26', days: 3, reason: 'Flu', status: 'ACTIVE', decisionNote: null,
  createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z',
};

describe('periodRange', () => {
  it('is Monday to Sunday of the week, or the whole month, stepping by periods', () => {
    expect(periodRange('week', 0, '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('week', 1, '2026-11-29')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(periodRange('month', 0, '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRange('month', 1, '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });
});

describe('WhoIsOutScreen', () => {
  it('asks the server for approved leave overlapping the week, the month and the next month', { timeout: 45_000 }, async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/leave-request': () => json(page([out])),
      'GET /admin/department': () => json(page([])),
      'GET /admin/location': () => json(page([])),
    });
    renderApp('/admin/leave-mgt/calendar', { signedIn: true });
    const grid = await screen.findByRole('grid', { name: 'Who is out' }, { timeout: 20_000 });
    expect(await within(grid).findByText('Adaeze Nwosu')).toBeInTheDocument();
    expect(within(grid).getByText('Sick')).toBeInTheDocument();
    const week = periodRange('week');
    const filters = () => callsTo('GET /admin/leave-request').map((r) => new URL(r.url).searchParams.getAll('filter'));
    expect(filters().at(-1)).toEqual(
      expect.arrayContaining([`endDate||$gte||${week.from}`, `startDate||$lte||${week.to}`, 'status||$in||APPROVED,ACTIVE,COMPLETED']),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    const month = periodRange('month');
    await vi.waitFor(() => expect(filters().at(-1)).toEqual(expect.arrayContaining([`endDate||$gte||${month.from}`, `startDate||$lte||${month.to}`])));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const next = periodRange('month', 1);
    await vi.waitFor(() => expect(filters().at(-1)).toEqual(expect.arrayContaining([`endDate||$gte||${next.from}`])));
    expect(screen.getByRole('status')).toHaveTextContent('Next month');
  });
});
