// A fresh QueryClient per test (retries off, like the apps'), and a fake API behind fetch.
import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const API_URL = 'http://localhost:3000/api';

export function freshQueryClient() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

export interface SentRequest {
  method: string;
  path: string;
  bearer: string | null;
  body: unknown;
}

/** Configures the API client against `answer(path, method)`; returns what was sent. */
export function fakeApi(area: 'staff' | 'admin', answer: (path: string, method: string) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  globalThis.fetch = vi.fn(async (request: Request) => {
    const text = await request.clone().text();
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    sent.push({
      method: request.method,
      path,
      bearer: request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null,
      body: text ? JSON.parse(text) : undefined,
    });
    return answer(path, request.method);
  }) as unknown as typeof fetch;
  configureApiClient({ baseUrl: API_URL, area, reloadPage: vi.fn(), redirectTo: vi.fn() });
  return sent;
}

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
