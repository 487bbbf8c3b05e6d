import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const gateNotice = {
  id: 'm-2',
  title: 'Gate B closes on Friday',
  excerpt: 'Please use Gate A from 6am.',
  publishedAt: '2026-11-20T09:00:00.000Z',
  read: false,
  readAt: null,
};
const welcome = { id: 'm-1', title: 'Welcome to Crewbase', excerpt: 'Hello!', publishedAt: '2026-11-01T09:00:00.000Z', read: true, readAt: '2026-11-02T08:00:00.000Z' };
const bodyOf = { 'm-2': '<p>Please use <strong>Gate A</strong> from 6am.</p>', 'm-1': '<p>Hello!</p>' };

function stubInbox() {
  const state = { read: new Set(['m-1']) };
  const row = (message: typeof gateNotice | typeof welcome) => ({ ...message, read: state.read.has(message.id) });
  const stub = stubApi({
    'GET staff/auth/profile': json(200, staffProfileFixture),
    'GET staff/messages/latest-unread': () => json(200, { hasUnread: !state.read.has('m-2') }),
    'GET staff/messages': () => json(200, { data: [row(gateNotice), row(welcome)], count: 2, total: 2, page: 1, pageCount: 1 }),
    'GET staff/messages/m-2': () => json(200, { ...row(gateNotice), excerpt: undefined, body: bodyOf['m-2'] }),
    'GET staff/messages/m-1': () => json(200, { ...row(welcome), excerpt: undefined, body: bodyOf['m-1'] }),
    'PATCH staff/messages/mark-as-read/m-2': () => {
      state.read.add('m-2');
      return json(200, { id: 'm-2', read: true, readAt: '2026-11-21T10:00:00.000Z' });
    },
  });
  return { ...stub, patches: () => stub.requests.filter((r) => r.method === 'PATCH') };
}

describe('MessagesScreen', () => {
  it('lists my messages newest first, unread ones marked for sight and for screen readers', async () => {
    stubInbox();
    renderApp('/staff/messages', { signedIn: true });

    const inbox = await screen.findByRole('list', { name: 'Your messages' });
    const links = within(inbox).getAllByRole('link');
    expect(links.map((l) => l.querySelector('span')?.textContent)).toEqual(['Unread: Gate B closes on Friday', 'Welcome to Crewbase']);
    expect(links[0]).toHaveAccessibleName(/^Unread: Gate B closes on Friday/);
    expect(links[1]).toHaveAccessibleName(/^Welcome to Crewbase/);
    expect(screen.getByText('Choose a message to read it.')).toBeInTheDocument();
  });

  it('opening an unread message shows it, marks it read on the server, and updates the list and the badge', async () => {
    const { patches, requests } = stubInbox();
    const { router } = renderApp('/staff/dashboard', { signedIn: true });
    const user = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages New'));

    await user.click(within(menu).getByRole('link', { name: /^Messages/ }));
    const inbox = await screen.findByRole('list', { name: 'Your messages' });
    await user.click(within(inbox).getByRole('link', { name: /Gate B closes on Friday/ }));

    const article = await screen.findByRole('article', { name: 'Gate B closes on Friday' });
    expect(within(article).getByText('Gate A')).toHaveProperty('tagName', 'STRONG');
    expect(router.state.location.search).toBe('?id=m-2');
    await waitFor(() => expect(patches()).toEqual([expect.objectContaining({ path: 'staff/messages/mark-as-read/m-2' })]));
    await waitFor(() => expect(within(inbox).getByRole('link', { name: /Gate B closes on Friday/ })).not.toHaveAccessibleName(/^Unread/));

    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(within(menu).getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages'));
    expect(requests.filter((r) => r.path === 'staff/messages/latest-unread').length).toBeGreaterThanOrEqual(3);
  });

  it('does not mark a message that is already read', async () => {
    const { patches } = stubInbox();
    renderApp('/staff/messages?id=m-1', { signedIn: true });

    expect(await screen.findByRole('article', { name: 'Welcome to Crewbase' })).toHaveTextContent('Hello!');
    expect(patches()).toEqual([]);
  });

  it('explains a message that is not there for me, with a way back to the list', async () => {
    stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'GET staff/messages/latest-unread': json(200, { hasUnread: false }),
      'GET staff/messages': json(200, { data: [], count: 0, total: 0, page: 1, pageCount: 0 }),
      'GET staff/messages/nope': apiError(404, 'Message not found'),
    });
    renderApp('/staff/messages?id=nope', { signedIn: true });

    expect(await screen.findByRole('alert')).toHaveTextContent('This message is not available');
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/staff/messages');
  });
});
