// Signs in through the API and calls it with the bearer token, for the few steps a test drives without a screen
// (checking that the API refuses what the screens no longer offer).
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';
import { e2eUrls } from './urls';

export interface ApiSession {
  get: (path: string) => Promise<APIResponse>;
  post: (path: string, data: unknown) => Promise<APIResponse>;
  patch: (path: string, data?: unknown) => Promise<APIResponse>;
}

/** `path` is below `/api/`, e.g. `admin/medical-assistance/approve/<id>`. */
export async function apiSession(request: APIRequestContext, area: 'staff' | 'admin', email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const res = await request.post(`${e2eUrls.api}/api/${area}/auth/login`, { data: { email, password } });
  if (!res.ok()) throw new Error(`${area} sign-in as ${email} failed: ${res.status()} ${await res.text()}`);
  const { access_token } = (await res.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}` };
  const url = (path: string) => `${e2eUrls.api}/api/${path}`;
  return {
    get: (path) => request.get(url(path), { headers }),
    post: (path, data) => request.post(url(path), { headers, data }),
    patch: (path, data = {}) => request.patch(url(path), { headers, data }),
  };
}
