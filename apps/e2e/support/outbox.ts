// Reads mail the API sent through its offline outbox, as an admin would in the console.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demo } from './demo';
import { e2eUrls } from './urls';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${e2eUrls.api}/api/admin/auth/login`, {
    data: { email: demo.superAdmin.email, password: DEMO_PASSWORD },
  });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The six-digit code in the newest mail to `to`. */
export async function latestCodeMailedTo(request: APIRequestContext, to: string): Promise<string> {
  const token = await adminToken(request);
  const res = await request.get(`${e2eUrls.api}/api/admin/mail-outbox`, {
    params: { filter: `to||$eq||${to}`, sort: 'createdAt,DESC', limit: '1' },
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok()) throw new Error(`outbox read failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { data: OutboxMail[] };
  const code = body.data[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
