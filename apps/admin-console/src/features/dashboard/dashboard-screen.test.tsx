import { adminProfileFixture, staffMetricsFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { stubResizeObserver } from '../../testing/stub-resize-observer';

beforeEach(() => stubResizeObserver());

describe('DashboardScreen', () => {
  it('shows the staff metrics the API answers with', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/dashboard/staff/metrics': () => json(staffMetricsFixture),
    });
    renderApp('/admin/dashboard', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Total staff')).toHaveTextContent('42');
    expect(screen.getByLabelText('Active')).toHaveTextContent('37');
    expect(screen.getByLabelText('Pending')).toHaveTextContent('3');
    expect(screen.getByLabelText('Suspended')).toHaveTextContent('2');

    // Each chart has a heading and its numbers as a table for screen readers.
    const departments = screen.getByRole('region', { name: 'Staff by department' });
    expect(within(departments).getByRole('table', { name: 'Staff by department' })).toHaveTextContent('Operations30');
    const joiners = screen.getByRole('region', { name: 'Joiners per month' });
    expect(within(joiners).getAllByRole('row')).toHaveLength(13);

    const recent = screen.getByRole('region', { name: 'Recent joiners' });
    expect(within(recent).getByRole('rowheader', { name: 'Adaeze Nwosu' })).toBeInTheDocument();
    expect(within(recent).getByText('STF-0001')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the metrics again', async () => {
    let serverDown = true;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/dashboard/staff/metrics': () =>
        serverDown ? apiError(500, 'Something went wrong on our side.') : json(staffMetricsFixture),
    });
    renderApp('/admin/dashboard', { signedIn: true });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the dashboard');
    expect(screen.queryByLabelText('Total staff')).not.toBeInTheDocument();

    serverDown = false;
    const failedAttempts = callsTo('GET /admin/dashboard/staff/metrics').length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByLabelText('Total staff')).toHaveTextContent('42');
    expect(callsTo('GET /admin/dashboard/staff/metrics')).toHaveLength(failedAttempts + 1);
  });

  it('says so when there are no staff yet', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/dashboard/staff/metrics': () =>
        json({ totalStaff: 0, byStatus: [], byDepartment: [], joinersByMonth: [], recentJoiners: [] }),
    });
    renderApp('/admin/dashboard', { signedIn: true });

    expect(await screen.findByText('No staff yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Total staff')).toHaveTextContent('0');
  });
});
