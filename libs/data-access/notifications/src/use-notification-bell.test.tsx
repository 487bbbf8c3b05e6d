import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { fakeTokens } from '@crewbase/domain/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useNotificationBell } from './use-notification-bell';

const item = (id: string, read: boolean) => ({
  id,
  kind: 'request-decided',
  title: `Your leave request ${id} was approved`,
  body: '',
  entity: 'leave-request',
  entityId: `l-${id}`,
  read,
  readAt: read ? '2026-11-21T10:00:00Z' : null,
  createdAt: '2026-11-20T09:00:00Z',
});

function setUp() {
  localStorage.setItem('crewbase.staff.login', JSON.stringify(fakeTokens()));
  const read = new Set<string>();
  const calls: string[] = [];
  globalThis.fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    calls.push(`${request.method} ${path}`);
    const rows = ['n-2', 'n-1'].map((id) => item(id, read.has(id)));
    if (path === 'staff/notifications/unread-count') return new Response(JSON.stringify({ unread: rows.filter((r) => !r.read).length }));
    if (path === 'staff/notifications') return new Response(JSON.stringify({ data: rows, count: 2, total: 2, page: 1, pageCount: 1 }));
    if (path === 'staff/notifications/mark-as-read/n-2') {
      read.add('n-2');
      return new Response(JSON.stringify(item('n-2', true)));
    }
    if (path === 'staff/notifications/mark-all-as-read') {
      const updated = rows.filter((r) => !r.read).length;
      rows.forEach((r) => read.add(r.id));
      return new Response(JSON.stringify({ updated }));
    }
    return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Not found' }), { status: 404 });
  }) as unknown as typeof fetch;
  configureApiClient({ baseUrl: 'http://localhost:3000/api', area: 'staff' });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { wrapper, calls };
}

describe('useNotificationBell', () => {
  it('counts unread, loads the latest only once opened (linked to their screens), and marks one then all read', async () => {
    const { wrapper, calls } = setUp();
    const { result } = renderHook(() => useNotificationBell('staff'), { wrapper });
    await waitFor(() => expect(result.current.unreadCount).toBe(2));
    expect(calls).not.toContain('GET staff/notifications');

    act(() => result.current.onOpenChange(true));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.items?.[0]).toMatchObject({ id: 'n-2', read: false, href: '/staff/leave-request/l-n-2' });

    act(() => result.current.onItemOpen(result.current.items![0]));
    await waitFor(() => expect(result.current.unreadCount).toBe(1));
    expect(result.current.items?.[0].read).toBe(true);

    act(() => result.current.onMarkAllRead());
    await waitFor(() => expect(result.current.unreadCount).toBe(0));
    await waitFor(() => expect(result.current.items?.every((i) => i.read)).toBe(true));
  });
});
