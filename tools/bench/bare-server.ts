// The framework-overhead baseline: GET /api/bench/whoami on a bare node:http server doing the same work as the
// API's authenticated probe (verify the JWT, load the account and whether its sign-in is still going from the
// database, the same query the auth hook runs) and nothing else, answering with the same headers as the API (its
// security headers, Cache-Control and CORS's Vary), so the two send the same bytes and the difference is the framework's.
import { createServer } from 'node:http';
import { openDatabase } from '../../apps/api/src/db/database';
import { loadSession } from '../../apps/api/src/platform/accounts';
import { SECURITY_HEADERS } from '../../apps/api/src/platform/security-headers';
import { bearerToken, verifyAccessToken } from '../../apps/api/src/platform/tokens';
import { benchDatabase, benchJwtSecret } from './bench-env';

const port = Number(process.env.BENCH_BARE_PORT ?? 3191);
const database = await openDatabase(benchDatabase());

const send = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    vary: 'Origin',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
};

const server = createServer(async (req, res) => {
  if (req.method !== 'GET' || req.url !== '/api/bench/whoami') return send(res, 404, { message: 'Not found' });
  const token = bearerToken(req.headers.authorization);
  const check = token ? await verifyAccessToken(benchJwtSecret, token) : null;
  if (!check?.ok || check.claims.area !== 'admin') return send(res, 401, { message: 'Sign in to continue.' });
  const { sub, sid, iat } = check.claims;
  const account = await loadSession(database.db, 'admin', sub, sid);
  const revoked = account?.tokensValidAfter && iat < Math.floor(account.tokensValidAfter.getTime() / 1000);
  if (!account?.active || revoked || !account.sessionAlive) return send(res, 401, { message: 'Your session has ended. Sign in again.' });
  send(res, 200, { id: account.actor.id });
});
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1', () => console.log(`bench bare server listening on ${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => void database.close().then(() => process.exit(0))));
}
