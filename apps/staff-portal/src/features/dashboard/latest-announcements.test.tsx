import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const message = (id: string, title: string, read: boolean) => ({
  id, title, excerpt: `About ${title.toLowerCase()}`, publishedAt: '2026-11-20T09:00:00.000Z', read, readAt: read ? '2026-11-20T10:00:00.000Z' : null,
});

const stubDashboard = (messages: Response) =>
  stubApi({
    'GET staff/auth/profile': json(200, staffProfileFixture),
    'GET staff/messages/latest-unread': json(200, { hasUnread: false }),
    'GET staff/messages': messages,
  });

const section = () => screen.findByRole('region', { name: 'Latest announcements' });

describe('LatestAnnouncements on the dashboard', () => {
  it('shows the three newest, unread ones marked, each opening in Messages', async () => {
    const { requests } = stubDashboard(
      json(200, { data: [message('m-3', 'Gate B closes', false), message('m-2', 'Payday moves', true)], count: 2, total: 5, page: 1, pageCount: 3 }),
    );
    renderApp('/staff/dashboard', { signedIn: true });

    const announcements = await section();
    const links = await within(announcements).findAllByRole('link', { name: /Gate B closes|Payday moves/ });
    expect(links.map((link) => link.textContent)).toEqual(['Unread: Gate B closes', 'Payday moves']);
    expect(links[0]).toHaveAttribute('href', '/staff/messages?id=m-3');
    expect(within(announcements).getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/staff/messages');
    const listCall = requests.find((r) => r.path === 'staff/messages');
    expect(listCall).toBeDefined();
  });

  it('says when there are none yet', async () => {
    stubDashboard(json(200, { data: [], count: 0, total: 0, page: 1, pageCount: 0 }));
    renderApp('/staff/dashboard', { signedIn: true });
    expect(await within(await section()).findByText(/No announcements yet/)).toBeInTheDocument();
  });

  it('keeps the rest of the dashboard when the announcements fail to load', async () => {
    stubDashboard(apiError(500, 'Something went wrong on our side.'));
    renderApp('/staff/dashboard', { signedIn: true });
    expect(await within(await section()).findByRole('status')).toHaveTextContent('The announcements could not be loaded.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Adaeze$/ })).toBeInTheDocument();
  });
});
