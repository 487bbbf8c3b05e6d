// Reads the codes the API mailed, the way their recipient would: from the test mailbox (GET /api/test/mailbox),
// which the API serves only with TEST_MAILBOX on (the end-to-end run sets it; production refuses it). No admin
// screen or admin route shows a one-time code.
import type { APIRequestContext } from '@playwright/test';
import { e2eUrls } from './urls';

interface DeliveredMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The six-digit code in the newest mail to `to`. */
export async function latestCodeMailedTo(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`${e2eUrls.api}/api/test/mailbox`, { params: { to } });
  if (!res.ok()) throw new Error(`test mailbox read failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { data: DeliveredMail[] };
  const code = body.data[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
