// The access rule of every route, applied in one onRequest hook: `config.public`, or `config.area` (+ `permission`).
// It reads route config, never the URL. The account is loaded on each request, so a suspension, a role change or
// a password change (tokens_valid_after) takes effect on the very next call; and the token's sign-in (claim `sid`, its
// refresh token family) must still be going, so signing out or being deactivated ends the access token at once.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { loadSession } from './accounts';
import type { RouteAccess } from './context';
import { forbidden, HttpError, unauthorized } from './errors';
import { bearerToken, verifyAccessToken } from './tokens';

const SESSION_ENDED = 'Your session has ended. Sign in again.';

async function authenticate(request: FastifyRequest): Promise<void> {
  request.actor = null;
  if (request.is404) return;
  const access: RouteAccess = request.routeOptions.config;
  if (access.public) return;
  if (!access.area) {
    request.log.error({ route: request.routeOptions.url }, 'route declares no access rule');
    throw new HttpError(500, 'Something went wrong on our side. Try again in a moment.');
  }

  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized('Sign in to continue.');
  const { config, database } = request.server;
  const check = await verifyAccessToken(config.jwtSecret, token);
  if (!check.ok) throw unauthorized(check.reason === 'expired' ? 'Your session has expired. Sign in again.' : SESSION_ENDED);

  const { sub, area, sid, iat } = check.claims;
  const areas: readonly string[] = typeof access.area === 'string' ? [access.area] : access.area;
  if (!areas.includes(area)) throw unauthorized(`Sign in to the ${areas.join(' or ')} area to do this.`);

  // The account, whether its sign-in is still going and whether its role grants the route's permission: one query.
  const account = await loadSession(database.db, area, sub, sid, access.permission);
  if (!account || !account.active) throw unauthorized(SESSION_ENDED);
  // Second precision, like iat: tokens issued in an earlier second than the change are refused.
  if (account.tokensValidAfter && iat < Math.floor(account.tokensValidAfter.getTime() / 1000)) throw unauthorized(SESSION_ENDED);
  if (!account.sessionAlive) throw unauthorized(SESSION_ENDED);
  request.actor = account.actor;

  if (access.permission && (account.actor.area !== 'admin' || !account.allowed)) {
    const { resource, action } = access.permission;
    throw forbidden(`Your role does not allow ${action} on ${resource}.`);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route and its access rule, filled as routes register (see installAuth). */
    routeAccess: readonly RouteAccessEntry[];
  }
}

/** One row of the route table: what the auth hook will ask of a caller. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

/**
 * Registers the hook, and refuses to start when a route forgot to say who may call it. The app keeps the table of
 * every route's rule (`app.routeAccess`), so tests can check each one without a hand-kept list.
 */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  const routes: RouteOptions[] = [];
  const table: RouteAccessEntry[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    routes.push(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method: String(method), url: route.url, access: { ...(route.config as RouteAccess | undefined) } });
  });
  app.addHook('onReady', async () => {
    const missing = routes.filter((r) => !r.config?.public && !r.config?.area).map((r) => `${String(r.method)} ${r.url}`);
    if (missing.length > 0) throw new Error(`Routes without an access rule (config.public or config.area): ${missing.join(', ')}`);
  });
  app.addHook('onRequest', authenticate);
}
