// A sign-in: a new refresh token family and an access token bound to it (claim `sid`), so ending the family ends both.
import type { Area, AuthTokens } from '@crewbase/domain';
import type { ServiceContext } from './context';
import { startRefreshFamily } from './refresh-tokens';
import { signAccessToken } from './tokens';

export async function startSession(ctx: Pick<ServiceContext, 'db' | 'config'>, area: Area, accountId: string): Promise<AuthTokens> {
  const { familyId, token } = await startRefreshFamily(ctx.db, area, accountId, ctx.config);
  return {
    access_token: await signAccessToken(ctx.config.jwtSecret, { sub: accountId, area, sid: familyId }, ctx.config.accessTokenTtlSeconds),
    refresh_token: token,
  };
}
