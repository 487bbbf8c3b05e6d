import { kpiSchema } from '@crewbase/domain';
import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const KPI_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const kpi = kpiSchema.parse({
  id: KPI_ID,
  name: 'Punctuality',
  description: 'Arrives on time for every shift.',
  departments: [{ id: 'd-1', name: 'Operations' }],
  jobTitles: [],
  weight: 60,
  retired: false,
  openCycleCount: 1,
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-01T08:00:00.000Z',
});
const empty = () => json({ data: [], count: 0, total: 0, page: 1, pageCount: 1 });

describe('KPI screens', { timeout: 60_000 }, () => {
  it('checks the weight before sending, then shows the server’s refusal beside the field it names', async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/department': empty,
      'GET /admin/job-title': empty,
      'POST /admin/performance-review/measure': () => apiError(400, 'Check the KPI.', [{ path: 'name', message: 'A KPI with this name already exists.' }]),
    });
    renderApp('/admin/performance/setup/create-kpi', { signedIn: true });
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 20_000 }), 'Punctuality');
    await user.type(screen.getByRole('textbox', { name: 'Weight (%)' }), '120');
    await user.click(screen.getByRole('button', { name: 'Add KPI' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Weight (%)' })).toHaveAccessibleDescription('Give the weight as a whole number from 1 to 100.'));
    expect(callsTo('POST /admin/performance-review/measure')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Weight (%)' }));
    await user.type(screen.getByRole('textbox', { name: 'Weight (%)' }), '60');
    await user.click(screen.getByRole('button', { name: 'Add KPI' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('A KPI with this name already exists.'));
    expect(await callsTo('POST /admin/performance-review/measure')[0].json()).toEqual({ name: 'Punctuality', description: null, departmentIds: [], jobTitleIds: [], weight: 60 });
  });

  it('warns that a running cycle keeps its copy, and retires the KPI after confirming', async () => {
    let retired = false;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/department': empty,
      'GET /admin/job-title': empty,
      [`GET /admin/performance-review/measure/${KPI_ID}`]: () => json({ ...kpi, retired }),
      [`PATCH /admin/performance-review/measure/${KPI_ID}`]: () => {
        retired = true;
        return json({ ...kpi, retired });
      },
    });
    renderApp(`/admin/performance/setup/kpi/${KPI_ID}`, { signedIn: true });
    const user = userEvent.setup();

    expect(await screen.findByText(/A cycle that is not completed lists this KPI\. A change reaches reviews launched from now on/, {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Retire this KPI?' })).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The KPI is retired.');
    expect(await callsTo(`PATCH /admin/performance-review/measure/${KPI_ID}`)[0].json()).toEqual({ retired: true });
    expect(await screen.findByRole('button', { name: 'Bring back' })).toBeInTheDocument();
  });
});
