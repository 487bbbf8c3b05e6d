// Headers every answer carries beyond helmet's: a Permissions-Policy turning off browser features neither app uses,
// and `Cache-Control: no-store` on JSON answers (tokens, personal data), so no browser, proxy or shared computer keeps
// a copy. An answer that sets its own Cache-Control (a file download) keeps it.
import type { FastifyInstance } from 'fastify';

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

export function installSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and has nothing to wait for.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
