import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { cycleDetail, CYCLE_ID, launchJob } from './performance-test-data';

const DETAIL = `GET /admin/performance-review/cycle/${CYCLE_ID}`;
const LAUNCH = `PATCH /admin/performance-review/cycle/launch/${CYCLE_ID}`;

describe('CycleDetailScreen', { timeout: 60_000 }, () => {
  it('launches the cycle and shows the launch job’s progress until it reports the reviews it created', async () => {
    let launched = false;
    // The job runs until the test has seen its progress, then reports it finished on the next poll.
    let finished = false;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [DETAIL]: () => json(cycleDetail(launched ? { status: 'In_Progress', launchJobId: 'job-1', launchedAt: '2026-11-02T08:00:00.000Z' } : {})),
      [LAUNCH]: () => {
        launched = true;
        return json(cycleDetail({ status: 'In_Progress', launchJobId: 'job-1', launchedAt: '2026-11-02T08:00:00.000Z' }));
      },
      'GET /admin/jobs/job-1': () =>
        json(
          !finished
            ? launchJob()
            : launchJob({ state: 'completed', progress: { done: 480, total: 480, message: 'Done' }, result: { staffInScope: 480, reviewsCreated: 480 }, finishedAt: new Date().toISOString() }),
        ),
    });
    renderApp(`/admin/performance/cycles/${CYCLE_ID}`, { signedIn: true });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 2, name: 'Q4 2026 review' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'KPIs of this cycle' })).toHaveTextContent('Total100%');
    const panel = screen.getByRole('region', { name: 'Decision' });
    await user.click(within(panel).getByRole('button', { name: 'Launch' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Launch this cycle?' })).getByRole('button', { name: 'Launch' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Launch started. Its progress shows below.');
    const launch = await screen.findByRole('region', { name: 'Launch' });
    expect(await within(launch).findByText('120 of 480: Creating reviews', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(launch).getByRole('progressbar', { name: 'Launch progress' })).toHaveAttribute('aria-valuenow', '25');
    finished = true;
    expect(
      await within(launch).findByText(/The launch finished: 480 reviews created for 480 staff in scope/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(callsTo(LAUNCH)).toHaveLength(1);
    // Once launched, it offers launching again (for staff who joined since), never deleting.
    expect(within(panel).getByRole('button', { name: 'Launch again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete cycle' })).not.toBeInTheDocument();
  });

  it('says what stops a launch when the KPI weights do not add up to 100, with the server’s words on refusal', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [DETAIL]: () => json(cycleDetail({ kpis: [{ id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Punctuality', weight: 60, retired: false }], kpiWeightTotal: 60 })),
      [LAUNCH]: () =>
        apiError(400, 'The cycle cannot be launched.', [{ path: 'kpiIds', message: 'The KPI weights of this cycle add up to 60; they must add up to 100.' }]),
    });
    renderApp(`/admin/performance/cycles/${CYCLE_ID}`, { signedIn: true });
    const user = userEvent.setup();

    expect(await screen.findByText('The KPI weights of this cycle add up to 60; they must add up to 100.', {}, { timeout: 20_000 })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Decision' });
    await user.click(within(panel).getByRole('button', { name: 'Launch' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Launch this cycle?' })).getByRole('button', { name: 'Launch' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The cycle cannot be launched. The KPI weights of this cycle add up to 60; they must add up to 100.');
  });
});
