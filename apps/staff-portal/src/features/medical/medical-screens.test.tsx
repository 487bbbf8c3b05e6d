import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { stubUpload } from '../../testing/upload-stub';

const staff = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
const receipt = { key: 'k1', name: 'receipt.pdf', url: '/api/system/media/k1', mimeType: 'application/pdf' };
const medical = (id: string, status: string, documents = [receipt]) => ({
  id, staff, amount: '25000.00', reason: 'Dental treatment', documents, status, paid: 'UNPAID', issuedAt: null, decisionNote: null,
  createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z', history: [],
});
const profile = { 'GET staff/auth/profile': json(200, staffProfileFixture) };
const page = (rows: unknown[]) => ({ data: rows, count: rows.length, total: rows.length, page: 1, pageCount: rows.length ? 1 : 0 });

describe('MedicalScreen', () => {
  it('lists the person’s requests with amount and state', async () => {
    stubApi({ ...profile, 'GET staff/medical-assistance': json(200, page([medical('a', 'APPROVED')])) });
    renderApp('/staff/medical-assistance', { signedIn: true });
    const list = await screen.findByRole('list', { name: 'My medical assistance requests' }, { timeout: 20_000 });
    const card = within(list).getByRole('link');
    expect(card).toHaveTextContent('₦25,000.00');
    expect(card).toHaveTextContent('Approved');
    expect(card).toHaveAttribute('href', '/staff/medical-assistance/a');
  });

  it('shows a designed empty state', async () => {
    stubApi({ ...profile, 'GET staff/medical-assistance': json(200, page([])) });
    renderApp('/staff/medical-assistance', { signedIn: true });
    expect(await screen.findByText('No medical assistance requests yet', {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});

describe('MedicalRequestScreen', () => {
  it('uploads a document with progress, then sends the request with its key', { timeout: 45_000 }, async () => {
    const upload = stubUpload();
    const { requests } = stubApi({
      ...profile,
      'POST staff/medical-assistance': json(201, medical('new', 'PENDING')),
      'GET staff/medical-assistance/new': json(200, medical('new', 'PENDING')),
    });
    const { router } = renderApp('/staff/medical-assistance/request', { signedIn: true });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Send request' }, { timeout: 20_000 });

    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '25000');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Dental treatment');
    await user.upload(screen.getByLabelText('Choose documents to attach'), new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));

    upload.progress(0.4);
    expect(await screen.findByRole('progressbar', { name: 'Uploading receipt.pdf…' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled();
    upload.respond(201, { key: 'k1', url: '/api/system/media/k1', name: 'receipt.pdf', size: 4, mimeType: 'application/pdf' });
    expect(await within(await screen.findByRole('list', { name: 'Attached documents' })).findByRole('button', { name: 'receipt.pdf' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your request has been sent.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/medical-assistance/new');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ amount: '25000', reason: 'Dental treatment', documents: ['k1'] });
  });

  it('shows the server’s message beside the amount', { timeout: 45_000 }, async () => {
    stubApi({
      ...profile,
      'POST staff/medical-assistance': apiError(400, 'Ask for at most 250000.00.', [{ path: 'amount', message: 'Ask for at most 250000.00.' }]),
    });
    renderApp('/staff/medical-assistance/request', { signedIn: true });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Send request' }, { timeout: 20_000 });
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '300000');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Surgery');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Ask for at most 250000.00.'));
  });
});

describe('MedicalDetailScreen', () => {
  it('withdraws a pending request after confirming, then offers nothing more', { timeout: 45_000 }, async () => {
    let status = 'PENDING';
    const { requests } = stubApi({
      ...profile,
      'GET staff/medical-assistance/a': () => json(200, medical('a', status)),
      'GET system/media/k1': new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
      'PATCH staff/medical-assistance/withdraw/a': () => {
        status = 'WITHDRAWN';
        return json(200, medical('a', status));
      },
    });
    renderApp('/staff/medical-assistance/a', { signedIn: true });
    const user = userEvent.setup();
    const withdraw = await screen.findByRole('button', { name: 'Withdraw request' }, { timeout: 20_000 });
    // Documents are private: the file is fetched with the sign-in and saved, never linked to bare.
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost:4200/receipt');
    URL.revokeObjectURL = vi.fn();
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'receipt.pdf' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.contexts[0]).toMatchObject({ href: 'blob:http://localhost:4200/receipt', download: 'receipt.pdf' });
    expect(requests.find((r) => r.path === 'system/media/k1')?.authorization).toMatch(/^Bearer /);
    await user.click(withdraw);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Your request has been withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdraw request' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Change request' })).not.toBeInTheDocument();
  });
});
