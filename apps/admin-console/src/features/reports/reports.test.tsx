import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { stubResizeObserver } from '../../testing/stub-resize-observer';
import { readReportFilter } from './report-filter';
import { expiredRow, licenceMetrics, licenceRow, OPERATIONS, page, staffDetail, unverifiedRow } from './reports-test-data';

beforeEach(() => stubResizeObserver());

const REPORT = '/admin/reports/driver-licenses';
const filtersOf = (request: Request) => new URL(request.url).searchParams.getAll('filter');
const all = [licenceRow(), expiredRow, unverifiedRow];

/** The licence report's endpoints answering from `rows` as the API would: only the rows the filters keep. */
function licenceApi(rows = all) {
  const keep = (request: Request) => {
    const filters = filtersOf(request);
    return rows.filter(
      (row) =>
        filters.every((f) => {
          const [field, , value] = f.split('||');
          if (field === 'status') return row.status === value;
          if (field === 'department.id') return row.department?.id === value && row.staff.id === unverifiedRow.staff.id;
          return true;
        }),
    );
  };
  return {
    'GET /admin/auth/profile': () => json(adminProfileFixture),
    'GET /admin/department': () =>
      json(page([{ ...OPERATIONS, description: null, staffCount: 1, createdAt: '2025-01-01T09:00:00.000Z', updatedAt: '2025-01-01T09:00:00.000Z' }])),
    'GET /admin/location': () => json(page([])),
    'GET /admin/staff': () => json(page([])),
    [`GET ${REPORT}`]: (request: Request) => json(page(keep(request))),
    [`GET ${REPORT}/metrics`]: (request: Request) => json(licenceMetrics(keep(request))),
  };
}

const tableRows = () => within(screen.getByRole('grid', { name: "Driver's licences" })).getAllByRole('row').slice(1);

describe("Driver's licence report", { timeout: 60_000 }, () => {
  it('narrows the table to a metric card’s rows when the card is followed, and back to all of them', async () => {
    const user = userEvent.setup();
    const api = mockApi(licenceApi());
    const { router } = renderApp('/admin/reports/drivers-license', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: "Driver's Licence Report" }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(tableRows()).toHaveLength(3), { timeout: 20_000 });
    expect(screen.getByRole('group', { name: 'Expired' })).toHaveTextContent('1');

    await user.click(screen.getByRole('link', { name: /^Expired/ }));

    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(tableRows()[0]).toHaveTextContent('Tunde Balogun');
    expect(tableRows()[0]).toHaveTextContent('Expired 56 days ago');
    expect(screen.getByRole('heading', { name: "Driver's licences: Expired" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Expired/ })).toHaveAttribute('aria-current', 'true');
    expect(router.state.location.search).toContain('card=expired');
    expect(filtersOf(api.callsTo(`GET ${REPORT}`).at(-1)!)).toEqual(['status||$eq||EXPIRED']);
    // The card narrows the table only: the figures stay those of the whole filter.
    expect(filtersOf(api.callsTo(`GET ${REPORT}/metrics`).at(-1)!)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show all rows' }));
    await waitFor(() => expect(tableRows()).toHaveLength(3));
  });

  it('sends its one filter to the metrics and the table alike, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const api = mockApi(licenceApi());
    const { router } = renderApp('/admin/reports/drivers-license', { signedIn: true });
    await waitFor(() => expect(tableRows()).toHaveLength(3), { timeout: 20_000 });
    expect(screen.getByRole('group', { name: 'Licences' })).toHaveTextContent('3');

    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Operations' }));

    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(tableRows()[0]).toHaveTextContent('Chioma Okeke');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Licences' })).toHaveTextContent('1'));
    expect(screen.getByRole('group', { name: 'Unverified' })).toHaveTextContent('1');
    const wanted = `department.id||$eq||${OPERATIONS.id}`;
    expect(filtersOf(api.callsTo(`GET ${REPORT}`).at(-1)!)).toEqual([wanted]);
    expect(filtersOf(api.callsTo(`GET ${REPORT}/metrics`).at(-1)!)).toEqual([wanted]);
    expect(new URLSearchParams(router.state.location.search).get('department')).toBe(OPERATIONS.id);
    // The chart's numbers follow too, in its text alternative.
    expect(within(screen.getByRole('table', { name: 'Licences by status' })).getByRole('row', { name: /Unverified/ })).toHaveTextContent('Unverified1');
  });

  it('approves a licence from its row after a confirmation, and the report shows it verified', async () => {
    const user = userEvent.setup();
    let approved = false;
    const rows = () => (approved ? [licenceRow(), expiredRow, { ...unverifiedRow, verified: true, status: 'VERIFIED' as const }] : all);
    const base = licenceApi();
    const api = mockApi({
      ...base,
      [`GET ${REPORT}`]: () => json(page(rows())),
      [`GET ${REPORT}/metrics`]: () => json(licenceMetrics(rows())),
      [`POST /admin/staff/approve-driver-license/${unverifiedRow.id}`]: () => {
        approved = true;
        return json(staffDetail(unverifiedRow));
      },
    });
    renderApp('/admin/reports/drivers-license', { signedIn: true });
    await waitFor(() => expect(tableRows()).toHaveLength(3), { timeout: 20_000 });

    // An expired licence cannot be approved.
    await user.click(screen.getByRole('button', { name: 'Actions for Tunde Balogun' }));
    expect(screen.getByRole('menuitem', { name: 'Approve licence' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for Chioma Okeke' }));
    await user.click(screen.getByRole('menuitem', { name: 'Approve licence' }));
    const dialog = await screen.findByRole('dialog', { name: "Approve Chioma Okeke's driver's licence?" });
    expect(api.callsTo(`POST /admin/staff/approve-driver-license/${unverifiedRow.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve licence' }));

    expect(await screen.findByText("Chioma Okeke's driver's licence is approved.")).toBeInTheDocument();
    expect(api.callsTo(`POST /admin/staff/approve-driver-license/${unverifiedRow.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Unverified' })).toHaveTextContent('0'));
    expect(tableRows().find((row) => row.textContent?.includes('Chioma Okeke'))).toHaveTextContent('Verified');
  });
});

describe('readReportFilter', () => {
  it('defaults a dated report to the 12-month window and the licence report to every expiry', () => {
    const today = new Date(2026, 10, 26);
    expect(readReportFilter('loan-requests', new URLSearchParams(), today)).toMatchObject({ from: '2025-12-01', to: '2026-11-30' });
    expect(readReportFilter('driver-licenses', new URLSearchParams(), today)).toMatchObject({ from: undefined, to: undefined });
    expect(readReportFilter('loan-requests', new URLSearchParams('from=2026-01-01&department=d-1&status=APPROVED'), today)).toMatchObject({
      from: '2026-01-01',
      to: '2026-11-30',
      departmentId: 'd-1',
      status: 'APPROVED',
    });
  });
});
