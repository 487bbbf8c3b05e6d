import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { fakeTokens } from '@crewbase/domain/testing';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { messageQueries } from './messages.queries';
import { useMarkMessageRead } from './use-mark-message-read';

const row = (id: string, read: boolean) => ({ id, title: `Message ${id}`, excerpt: '', publishedAt: '2026-11-20T09:00:00Z', read, readAt: null });

function setUp() {
  localStorage.setItem('crewbase.staff.login', JSON.stringify(fakeTokens()));
  let unread = true;
  const calls: string[] = [];
  globalThis.fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    calls.push(`${request.method} ${path}`);
    if (path === 'staff/messages/latest-unread') return new Response(JSON.stringify({ hasUnread: unread }));
    if (path === 'staff/messages') {
      return new Response(JSON.stringify({ data: [row('m-2', false), row('m-1', false)], count: 2, total: 2, page: 1, pageCount: 1 }));
    }
    if (path === 'staff/messages/mark-as-read/m-2') {
      unread = false;
      return new Response(JSON.stringify({ id: 'm-2', read: true, readAt: '2026-11-21T10:00:00Z' }));
    }
    return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Not found' }), { status: 404 });
  }) as unknown as typeof fetch;
  configureApiClient({ baseUrl: 'http://localhost:3000/api', area: 'staff' });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { wrapper, calls };
}

describe('useMarkMessageRead', () => {
  it('shows the message read in every cached list and asks again whether anything is unread', async () => {
    const { wrapper, calls } = setUp();
    const { result } = renderHook(
      () => ({
        list: useQuery(messageQueries.staffList({ page: 1, limit: 20 })),
        unread: useQuery(messageQueries.latestUnread()),
        markRead: useMarkMessageRead(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.unread.data).toBe(true));
    await waitFor(() => expect(result.current.list.data?.data).toHaveLength(2));

    await act(() => result.current.markRead.mutateAsync('m-2'));

    expect(result.current.list.data?.data.map((m) => [m.id, m.read])).toEqual([['m-2', true], ['m-1', false]]);
    await waitFor(() => expect(result.current.unread.data).toBe(false));
    expect(calls.filter((c) => c === 'GET staff/messages')).toHaveLength(1);
    expect(calls).toContain('PATCH staff/messages/mark-as-read/m-2');
  });
});
