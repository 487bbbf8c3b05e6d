import { paymentRequestSchema, type PaymentRequest } from '@crewbase/domain';
import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const row = (id: string, status: PaymentRequest['status'], fullName: string): PaymentRequest =>
  paymentRequestSchema.parse({
    id,
    staff: { id: `s-${id}`, staffId: `STF-00${id}`, fullName },
    category: 'Claims',
    amount: '45000.00',
    description: 'Fuel for the night shift generator',
    status,
    paid: status === 'ISSUED' ? 'PAID' : 'UNPAID',
    issuedAt: null,
    decisionNote: null,
    createdAt: '2026-11-20T09:12:00.000Z',
    updatedAt: '2026-11-20T09:12:00.000Z',
  });

const page = (data: PaymentRequest[]) => json({ data, count: data.length, total: data.length, page: 1, pageCount: 1 });
const readOnlyProfile = {
  ...adminProfileFixture,
  role: {
    ...adminProfileFixture.role,
    name: 'Auditor',
    displayName: 'Auditor',
    permissions: [{ id: 'p1', name: 'read', tableName: 'payment-requests', description: null }],
  },
};

async function openActions(user: ReturnType<typeof userEvent.setup>, fullName: string) {
  // The list's chunk (with the data grid) can take a while to load on a busy machine.
  await user.click(await screen.findByRole('button', { name: `Actions for the Claims request for ${fullName}` }, { timeout: 20_000 }));
  return screen.getByRole('menu');
}

describe('PaymentRequestListScreen', { timeout: 45_000 }, () => {
  it('asks the server for the newest requests (the API bounds them to this year), and offers Disburse and Delete only where the state allows', async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/payment-requests': () =>
        page([row('1', 'APPROVED', 'Adaeze Nwosu'), row('2', 'PENDING', 'Chinedu Okafor'), row('3', 'ISSUED', 'Kofi Asante')]),
    });
    renderApp('/admin/requests', { signedIn: true });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    expect(await screen.findByText('Adaeze Nwosu', {}, { timeout: 20_000 })).toBeInTheDocument();
    const query = new URL(callsTo('GET /admin/payment-requests')[0].url).searchParams;
    // The createdAt bound of Dec 31 is the API list's default: the screen does not send it.
    expect(query.getAll('filter')).toEqual([]);
    expect(query.get('sort')).toBe('createdAt,DESC');
    expect(screen.getByRole('link', { name: 'New request' })).toHaveAttribute('href', '/admin/requests/create');

    let menu = await openActions(user, 'Adaeze Nwosu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Disburse', 'Delete']);
    await user.keyboard('{Escape}');

    menu = await openActions(user, 'Chinedu Okafor');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Delete']);
    await user.keyboard('{Escape}');

    // Disbursed (issued) is money history: it may only be viewed.
    menu = await openActions(user, 'Kofi Asante');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View']);
  });

  it('shows the category Tips-Staffs as "Tips (staff)", while the filter still sends the stored value', async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/payment-requests': () => page([{ ...row('1', 'PENDING', 'Adaeze Nwosu'), category: 'Tips-Staffs' }]),
    });
    renderApp('/admin/requests', { signedIn: true });

    expect(await screen.findByRole('gridcell', { name: 'Tips (staff)' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText('Tips-Staffs')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for the Tips (staff) request for Adaeze Nwosu' })).toBeInTheDocument();
    expect(callsTo('GET /admin/payment-requests')).toHaveLength(1);
  });

  it('filters with Contains from the search box, on the server', async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/payment-requests': () => page([row('1', 'APPROVED', 'Adaeze Nwosu')]),
    });
    renderApp('/admin/requests', { signedIn: true });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Search by staff name', {}, { timeout: 20_000 }), 'Ada{Enter}');
    await vi.waitFor(() =>
      expect(callsTo('GET /admin/payment-requests').map((r) => new URL(r.url).searchParams.getAll('filter'))).toContainEqual([
        'staff.fullName||$cont||Ada',
      ]),
      { timeout: 5000 },
    );
  });

  it('shows the server’s message when another admin disbursed it first, and reloads the list', async () => {
    let paid = false;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/payment-requests': () => page([row('1', paid ? 'ISSUED' : 'APPROVED', 'Adaeze Nwosu')]),
      'PATCH /admin/payment-requests/disburse/1': () => {
        paid = true;
        return apiError(409, 'This payment request is issued, so it cannot be disbursed (only when approved).');
      },
    });
    renderApp('/admin/requests', { signedIn: true });
    const user = userEvent.setup();

    const menu = await openActions(user, 'Adaeze Nwosu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Disburse' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Disburse this request?' })).getByRole('button', { name: 'Disburse' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This payment request is issued, so it cannot be disbursed (only when approved).');
    expect(await within(screen.getByRole('grid', { name: 'Payment requests' })).findByText('Issued')).toBeInTheDocument();
    expect(callsTo('PATCH /admin/payment-requests/disburse/1')).toHaveLength(1);
  });

  it('offers a role that may only read neither New request nor anything but View', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(readOnlyProfile),
      'GET /admin/payment-requests': () => page([row('1', 'APPROVED', 'Adaeze Nwosu')]),
    });
    renderApp('/admin/requests', { signedIn: true });
    const user = userEvent.setup();

    const menu = await openActions(user, 'Adaeze Nwosu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View']);
    expect(screen.queryByRole('link', { name: 'New request' })).not.toBeInTheDocument();
    // Nor rows to choose for a bulk decision.
    await user.keyboard('{Escape}');
    expect(within(screen.getByRole('grid', { name: 'Payment requests' })).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('denies chosen rows in bulk only with a note, approves them in bulk, names the refused one with its reason and refreshes the list', async () => {
    const [a, b] = ['6f1c2a4e-0b1d-4c8e-9a7b-1d2e3f4a5b6c', '7a2d3b5f-1c2e-4d9f-8b8c-2e3f4a5b6c7d'];
    let decided = false;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/payment-requests': () => page([row(a, decided ? 'APPROVED' : 'PENDING', 'Adaeze Nwosu'), row(b, 'DENIED', 'Chinedu Okafor')]),
      'POST /admin/payment-requests/bulk/approve': () => {
        decided = true;
        return json({
          action: 'approve',
          succeeded: 1,
          refused: 1,
          results: [
            { id: a, ok: true, status: 'APPROVED' },
            { id: b, ok: false, statusCode: 409, message: 'This payment request is denied, so it cannot be approved (only when pending).' },
          ],
        });
      },
    });
    renderApp('/admin/requests', { signedIn: true });
    const user = userEvent.setup();
    expect(await screen.findByText('Adaeze Nwosu', {}, { timeout: 20_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(bar).getByText('2 payment requests selected')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Deny' }));
    const deny = screen.getByRole('dialog', { name: 'Deny 2 payment requests?' });
    await user.click(within(deny).getByRole('button', { name: 'Deny' }));
    expect(within(deny).getByText('Say why: write a note for the record.')).toBeInTheDocument();
    await user.click(within(deny).getByRole('button', { name: 'Cancel' }));

    const listCalls = callsTo('GET /admin/payment-requests').length;
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));
    const approve = screen.getByRole('dialog', { name: 'Approve 2 payment requests?' });
    await user.type(within(approve).getByRole('textbox', { name: 'Note for the record (optional)' }), 'Month-end run');
    await user.click(within(approve).getByRole('button', { name: 'Approve' }));

    const notice = (await screen.findByText('1 approved, 1 refused', {}, { timeout: 10_000 })).closest('[role="status"]') as HTMLElement;
    expect(notice).toBeInTheDocument();
    expect(within(notice).getByRole('list', { name: 'Refused' })).toHaveTextContent(
      'The Claims request of ₦45,000.00 for Chinedu Okafor: This payment request is denied, so it cannot be approved (only when pending).',
    );
    const [sent] = callsTo('POST /admin/payment-requests/bulk/approve');
    expect(await sent.json()).toEqual({ ids: [a, b], note: 'Month-end run' });
    expect(callsTo('GET /admin/payment-requests').length).toBeGreaterThan(listCalls);
    expect(await within(screen.getByRole('grid', { name: 'Payment requests' })).findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
  });
});
