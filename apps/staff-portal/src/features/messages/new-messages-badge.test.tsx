import { staffProfileFixture } from '@crewbase/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const emptyPage = { data: [], count: 0, total: 0, page: 1, pageCount: 0 };

function stubMessages(state: { hasUnread: boolean }) {
  return stubApi({
    'GET staff/auth/profile': json(200, staffProfileFixture),
    'GET staff/messages/latest-unread': () => json(200, { hasUnread: state.hasUnread }),
    'GET staff/messages': json(200, emptyPage),
  });
}

const messagesLink = async () => within(await screen.findByRole('navigation', { name: 'Main menu' })).findByRole('link', { name: /^Messages/ });
const checks = (requests: { path: string }[]) => requests.filter((r) => r.path === 'staff/messages/latest-unread').length;

describe('the Messages menu badge', () => {
  it('shows "New" while something is unread and asks again on every path change', async () => {
    const state = { hasUnread: true };
    const { requests } = stubMessages(state);
    const { router } = renderApp('/staff/dashboard', { signedIn: true });

    await waitFor(async () => expect(await messagesLink()).toHaveAccessibleName('Messages New'));
    expect(checks(requests)).toBe(1);

    state.hasUnread = false;
    await router.navigate('/staff/profile');
    await waitFor(() => expect(checks(requests)).toBe(2));
    await waitFor(async () => expect(await messagesLink()).toHaveAccessibleName('Messages'));
  });

  it('asks again when the window regains focus', async () => {
    const state = { hasUnread: false };
    const { requests } = stubMessages(state);
    renderApp('/staff/dashboard', { signedIn: true });
    await waitFor(() => expect(checks(requests)).toBe(1));
    expect(await messagesLink()).toHaveAccessibleName('Messages');

    state.hasUnread = true;
    fireEvent.focus(window);
    await waitFor(() => expect(checks(requests)).toBe(2));
    await waitFor(async () => expect(await messagesLink()).toHaveAccessibleName('Messages New'));
  });

  it('is hidden on the messages page, and back elsewhere while something is still unread', async () => {
    const { requests } = stubMessages({ hasUnread: true });
    const { router } = renderApp('/staff/messages', { signedIn: true });

    await waitFor(() => expect(checks(requests)).toBe(1));
    await screen.findByText('No messages yet');
    expect(await messagesLink()).toHaveAccessibleName('Messages');

    await router.navigate('/staff/dashboard');
    await waitFor(async () => expect(await messagesLink()).toHaveAccessibleName('Messages New'));
  });
});
