import { accessClaimsSchema, adminProfileSchema, staffMetricsSchema, staffProfileSchema } from '../index';
import { adminProfileFixture, fakeAccessToken, fakeTokens, staffMetricsFixture, staffProfileFixture } from './index';

const claimsOf = (token: string) => {
  const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '=')));
};

describe('@crewbase/domain/testing', () => {
  it('holds samples the domain schemas accept as they are', () => {
    expect(adminProfileSchema.parse(adminProfileFixture)).toEqual(adminProfileFixture);
    expect(staffProfileSchema.parse(staffProfileFixture)).toEqual(staffProfileFixture);
    expect(staffMetricsSchema.parse(staffMetricsFixture)).toEqual(staffMetricsFixture);
  });

  it('makes access tokens that expire when asked, for the area asked', () => {
    const now = Date.UTC(2026, 0, 5, 9, 0, 0);
    const claims = claimsOf(fakeAccessToken(45, { area: 'admin', sub: 'u2', now }));
    expect(accessClaimsSchema.parse(claims)).toEqual({ sub: 'u2', area: 'admin', exp: now / 1000 + 45 });
    expect(claimsOf(fakeAccessToken(-60, { now })).exp).toBe(now / 1000 - 60);
  });

  it('makes a login good for 15 minutes with the refresh token asked for', () => {
    const before = Math.floor(Date.now() / 1000);
    const login = fakeTokens('refresh-7', { area: 'admin' });
    expect(login.refresh_token).toBe('refresh-7');
    expect(claimsOf(login.access_token)).toMatchObject({ area: 'admin', exp: expect.any(Number) });
    expect(claimsOf(login.access_token).exp - before).toBeGreaterThanOrEqual(900);
    expect(claimsOf(login.access_token).exp - before).toBeLessThanOrEqual(901);
  });
});
