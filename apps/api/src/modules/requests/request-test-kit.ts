// Test helpers the request modules' API tests share: a fresh staff member with a sign-in, future working days.
import { addDays, todayIso } from '@crewbase/domain';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../test/build-test-app';
import { bearer, createStaff, signIn } from '../../test/helpers';

export interface Person {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

/** A new Active staff member (no requests yet), signed in. */
export async function freshStaff(t: TestApp): Promise<Person> {
  const { id, email } = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
  const token = (await signIn(t.app, 'staff', email)).access_token;
  return { id, email, token, headers: bearer(token) };
}

/** A staff member in `status` (no sign-in: only an admin acts for them). */
export async function staffInStatus(t: TestApp, status: 'Active' | 'Pending' | 'Suspended' | 'Resigned' | 'Terminated'): Promise<string> {
  return (await createStaff(t.app, { status, passwordHash: null })).id;
}

export async function signedIn(app: FastifyInstance, area: 'staff' | 'admin', email: string): Promise<Person> {
  const token = (await signIn(app, area, email)).access_token;
  return { id: '', email, token, headers: bearer(token) };
}

/** The Monday `weeks` weeks after next Monday (always in the future). */
export function mondayIn(weeks: number): string {
  const today = todayIso();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const nextMonday = addDays(today, ((8 - weekday) % 7) || 7);
  return addDays(nextMonday, weeks * 7);
}

/** The Monday `weeks` weeks before the last Monday before today (always in the past; weeks >= 1 is over a week ago). */
export function mondayAgo(weeks: number): string {
  const today = todayIso();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const lastMonday = addDays(today, -(((weekday + 6) % 7) || 7));
  return addDays(lastMonday, -weeks * 7);
}

/** Calls the API and answers status and parsed body. */
export async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) {
  const response = await app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}
