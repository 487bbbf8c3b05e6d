// Small helpers the API tests share.
import type { Area, AuthTokens } from '@crewbase/domain';
import type { FastifyInstance } from 'fastify';
import { staff } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function signIn(app: FastifyInstance, area: Area, email: string, password = DEMO_PASSWORD): Promise<AuthTokens> {
  const response = await app.inject({ method: 'POST', url: `/api/${area}/auth/login`, payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

let sequence = 0;

/** Adds a staff member (demo password unless Pending) and returns their id and email. */
export async function createStaff(
  app: FastifyInstance,
  options: { status: 'Active' | 'Pending' | 'Suspended' | 'Resigned' | 'Terminated'; passwordHash: string | null },
): Promise<{ id: string; email: string }> {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  const email = `test.${unique}@crewbase.test`;
  const [row] = await app.database.db
    .insert(staff)
    .values({
      staffId: `TST-${unique}`,
      firstName: 'Test',
      lastName: `Person ${sequence}`,
      email,
      status: options.status,
      passwordHash: options.passwordHash,
    })
    .returning({ id: staff.id });
  return { id: row.id, email };
}

/**
 * The newest mail sent to an address, as its recipient reads it (codes included), from the mailer's test mailbox;
 * waits for mail sent after an answer. The outbox admins read hides codes.
 */
export async function lastMailTo(app: FastifyInstance, to: string): Promise<{ subject: string; text: string } | undefined> {
  await app.mailer.idle();
  return (app.mailer.delivered ?? []).filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
