import { setStoredLogin } from '@crewbase/auth';
import type { Area } from '@crewbase/domain';
import { fakeAccessToken } from '@crewbase/domain/testing';
import { ApiError } from './api-error';
import { configureApiClient } from './configure-api-client';
import { listQuery } from './list-query';
import { adminMessagesApi, staffMessagesApi } from './messages-api';
import { API_URL, jsonBodyOf, jsonResponse, mockFetch } from './testing/fake-api';

const page = (data: unknown[]) => ({ data, count: data.length, total: data.length, page: 1, pageCount: 1 });

const detail = {
  id: '0b9d5d6e-8a40-4c44-9a43-0d0f2b6b8f10',
  title: 'Gate B closes on Friday',
  status: 'Scheduled',
  recipientType: 'Staff',
  audience: 'everyone',
  recipientsLabel: 'Everyone',
  publishAt: '2026-12-01T09:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  createdBy: { id: 'u-1', fullName: 'Grace Mensah' },
  body: '<p>Use Gate A.</p>',
  recipientIds: [],
  recipients: [],
  editable: true,
  readCount: 0,
};

function setUp(area: Area, answer: unknown) {
  setStoredLogin(area, { access_token: fakeAccessToken(600, { area }), refresh_token: 'r' });
  const fetchMock = mockFetch(() => jsonResponse(200, answer));
  configureApiClient({ baseUrl: API_URL, area });
  const request = (n = 0) => fetchMock.mock.calls[n][0] as Request;
  return { fetchMock, request, url: (n = 0) => new URL(request(n).url) };
}

describe('adminMessagesApi', () => {
  it('lists with exactly the filters and sort given (the createdAt bound is the API default)', async () => {
    const { url } = setUp('admin', page([detail]));
    const answer = await adminMessagesApi.list(listQuery().filter('status', '$eq', 'Draft').sort('createdAt', 'DESC').limit(25).build());
    expect(answer.data[0].recipientsLabel).toBe('Everyone');
    expect(url().pathname).toBe('/api/admin/messages');
    expect(url().searchParams.getAll('filter')).toEqual(['status||$eq||Draft']);
    expect(url().searchParams.getAll('sort')).toEqual(['createdAt,DESC']);
  });

  it('schedules through POST admin/messages/send with the trimmed input', async () => {
    const { request } = setUp('admin', detail);
    const saved = await adminMessagesApi.send({
      title: '  Gate B closes on Friday ',
      body: '<p>Use Gate A.</p>',
      recipientType: 'Staff',
      audience: 'everyone',
      publishAt: '2026-12-01T09:00:00.000Z',
    });
    expect(saved.status).toBe('Scheduled');
    expect(request().method).toBe('POST');
    expect(new URL(request().url).pathname).toBe('/api/admin/messages/send');
    expect(jsonBodyOf(request())).toEqual(expect.objectContaining({ title: 'Gate B closes on Friday', recipientIds: [] }));
  });

  it('refuses a message without a title before sending anything, naming the field', async () => {
    const { fetchMock } = setUp('admin', detail);
    const refusal = await adminMessagesApi
      .saveDraft({ title: ' ', body: '<p>x</p>', recipientType: 'Staff', audience: 'everyone' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).fieldErrors()).toEqual({ title: 'Give the message a title.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('publishes a draft with PATCH admin/messages/publish/{id} and deletes with DELETE', async () => {
    const { request, fetchMock } = setUp('admin', { ...detail, status: 'Published' });
    await adminMessagesApi.publish(detail.id);
    expect(request().method).toBe('PATCH');
    expect(new URL(request().url).pathname).toBe(`/api/admin/messages/publish/${detail.id}`);

    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await adminMessagesApi.remove(detail.id);
    expect(request(1).method).toBe('DELETE');
    expect(new URL(request(1).url).pathname).toBe(`/api/admin/messages/${detail.id}`);
  });
});

describe('staffMessagesApi', () => {
  it('lists the caller\'s messages, leaving the order to the API (newest first)', async () => {
    const { url } = setUp('staff', page([{ id: 'm-1', title: 'Hello', excerpt: 'Hi', publishedAt: '2026-11-20T09:00:00Z', read: false, readAt: null }]));
    const answer = await staffMessagesApi.list({ page: 1, limit: 20 });
    expect(answer.data[0].read).toBe(false);
    expect(url().pathname).toBe('/api/staff/messages');
    expect(url().searchParams.getAll('sort')).toEqual([]);
    expect(url().searchParams.getAll('filter')).toEqual([]);
    expect(url().searchParams.get('limit')).toBe('20');
  });

  it('asks whether anything is unread, and marks one read with PATCH', async () => {
    const { url, request, fetchMock } = setUp('staff', { hasUnread: true });
    expect(await staffMessagesApi.latestUnread()).toEqual({ hasUnread: true });
    expect(url().pathname).toBe('/api/staff/messages/latest-unread');

    fetchMock.mockImplementation(async () => jsonResponse(200, { id: 'm-1', read: true, readAt: '2026-11-21T10:00:00Z' }));
    await staffMessagesApi.markAsRead('m-1');
    expect(request(1).method).toBe('PATCH');
    expect(new URL(request(1).url).pathname).toBe('/api/staff/messages/mark-as-read/m-1');
  });
});
