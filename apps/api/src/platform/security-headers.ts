// The headers every answer carries, set in two callback hooks (they run on every request, and wait for nothing):
// - on request, before any other hook can refuse it: helmet's defaults (a Content-Security-Policy, HSTS,
//   X-Frame-Options, ...) and a Permissions-Policy turning off browser features neither app uses. None of them
//   varies between answers (no CSP nonces), so they are worked out once at start: @fastify/helmet built helmet's
//   middleware again on every request. A route that needs its own (the API docs' CSP) overrides them later.
// - on send: `Cache-Control: no-store` on JSON answers (tokens, personal data), so no browser, proxy or shared
//   computer keeps a copy. An answer that sets its own Cache-Control (a file download) keeps it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** The headers helmet's middleware (default options) sets, read by running it once against a recording response. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet()({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Every answer's fixed security headers. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({ ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY });

/** Installs both hooks; call it before any other onRequest hook, so a refusal carries the headers too. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
