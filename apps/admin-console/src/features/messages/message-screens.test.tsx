import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const DRAFT_ID = '0b9d5d6e-8a40-4c44-9a43-0d0f2b6b8f10';
const LIVE_ID = '6f1c2a7e-3b1d-4a52-9e8f-1f2a3b4c5d6e';

const message = (overrides: Record<string, unknown> = {}) => ({
  id: DRAFT_ID,
  title: 'Gate B closes on Friday',
  status: 'Draft',
  recipientType: 'Staff',
  audience: 'departments',
  recipientsLabel: 'Operations',
  publishAt: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  createdBy: { id: 'a-1', fullName: 'Grace Mensah' },
  body: '<p>Use <strong>Gate A</strong>.</p>',
  recipientIds: ['3c8e1f0a-5b7d-4e2a-8f9c-0a1b2c3d4e5f'],
  recipients: [{ id: '3c8e1f0a-5b7d-4e2a-8f9c-0a1b2c3d4e5f', name: 'Operations', code: null }],
  editable: true,
  readCount: 0,
  ...overrides,
});
const live = message({ id: LIVE_ID, title: 'Payday moves to Thursday', status: 'Published', publishAt: '2026-11-20T08:00:00.000Z', editable: false, readCount: 12 });
const page = (data: unknown[]) => ({ data, count: data.length, total: data.length, page: 1, pageCount: 1 });

const profile = () => json(adminProfileFixture);

describe('MessageListScreen', () => {
  it('lists messages newest first from the server, offering Publish for drafts only', { timeout: 60_000 }, async () => {
    const { callsTo } = mockApi({ 'GET /admin/auth/profile': profile, 'GET /admin/messages': () => json(page([message(), live])) });
    renderApp('/admin/messages?filter=status:eq:Draft', { signedIn: true });
    const user = userEvent.setup();

    // The first screen of the file waits for the data grid's chunk to compile.
    const grid = await screen.findByRole('grid', { name: 'Messages' }, { timeout: 15_000 });
    await within(grid).findByText('Gate B closes on Friday');
    const url = new URL(callsTo('GET /admin/messages')[0].url);
    expect(url.searchParams.getAll('sort')).toEqual(['createdAt,DESC']);
    expect(url.searchParams.getAll('filter')[0]).toBe('status||$eq||Draft');

    await user.click(within(grid).getByRole('button', { name: 'Actions for Gate B closes on Friday' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['View', 'Publish', 'Delete']);
    await user.keyboard('{Escape}');
    await user.click(within(grid).getByRole('button', { name: 'Actions for Payday moves to Thursday' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Delete']));
  });

  it('publishes a draft after confirmation and refreshes the list', { timeout: 60_000 }, async () => {
    let published = false;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': profile,
      'GET /admin/messages': () => json(page([message({ status: published ? 'Published' : 'Draft' })])),
      [`PATCH /admin/messages/publish/${DRAFT_ID}`]: () => {
        published = true;
        return json(message({ status: 'Published', editable: false }));
      },
    });
    renderApp('/admin/messages', { signedIn: true });
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Messages' });
    await user.click(await within(grid).findByRole('button', { name: 'Actions for Gate B closes on Friday' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Publish “Gate B closes on Friday” now\?/ })).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('“Gate B closes on Friday” is published.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET /admin/messages')).toHaveLength(2));
    expect(await within(grid).findByText('Published')).toBeInTheDocument();
  });
});

describe('MessageDetailScreen', () => {
  it("shows the server's sanitised body as formatted text, and who it went to", async () => {
    mockApi({ 'GET /admin/auth/profile': profile, [`GET /admin/messages/${LIVE_ID}`]: () => json(live) });
    renderApp(`/admin/messages/${LIVE_ID}`, { signedIn: true });

    expect(await screen.findByRole('heading', { level: 2, name: 'Payday moves to Thursday' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Message body' })).getByText('Gate A').tagName).toBe('STRONG');
    const about = screen.getByLabelText('About this message');
    expect(about).toHaveTextContent('Departments: Operations');
    expect(about).toHaveTextContent('12 staff');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('deleted from its own page, the message leaves for the list, which confirms it through the common notice', { timeout: 60_000 }, async () => {
    let deleted = false;
    mockApi({
      'GET /admin/auth/profile': profile,
      [`GET /admin/messages/${DRAFT_ID}`]: () => json(message()),
      [`DELETE /admin/messages/${DRAFT_ID}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
      'GET /admin/messages': () => json(page(deleted ? [live] : [message(), live])),
    });
    const { router } = renderApp(`/admin/messages/${DRAFT_ID}`, { signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 15_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/messages'));
    expect(router.state.location.state).toEqual({ notice: '“Gate B closes on Friday” was deleted.' });
    expect(await screen.findByRole('status')).toHaveTextContent('“Gate B closes on Friday” was deleted.');
  });
});

describe('MessageUpdateScreen', () => {
  it('explains why a published message cannot be edited', async () => {
    mockApi({ 'GET /admin/auth/profile': profile, [`GET /admin/messages/${LIVE_ID}`]: () => json(live) });
    renderApp(`/admin/messages/${LIVE_ID}/update`, { signedIn: true });

    const explanation = await screen.findByText(/was published on 20 November 2026, so it can no longer be changed/);
    expect(explanation.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the message' })).toHaveAttribute('href', `/admin/messages/${LIVE_ID}`);
  });

  it('edits a draft with its recipients prefilled, and shows a 409 from a colleague who published it first', { timeout: 60_000 }, async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': profile,
      [`GET /admin/messages/${DRAFT_ID}`]: () => json(message()),
      [`PATCH /admin/messages/${DRAFT_ID}`]: () => apiError(409, 'This message is already published and can no longer be changed.'),
    });
    renderApp(`/admin/messages/${DRAFT_ID}/update`, { signedIn: true });
    const user = userEvent.setup();

    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Gate B closes on Friday');
    expect(screen.getByRole('radio', { name: 'Departments' })).toBeChecked();
    expect(screen.getByText('Operations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await within(screen.getByRole('form', { name: 'Edit message' })).findByRole('alert')).toHaveTextContent('already published');
    expect(await callsTo(`PATCH /admin/messages/${DRAFT_ID}`)[0].json()).toEqual(
      expect.objectContaining({ audience: 'departments', recipientIds: ['3c8e1f0a-5b7d-4e2a-8f9c-0a1b2c3d4e5f'] }),
    );
  });
});
