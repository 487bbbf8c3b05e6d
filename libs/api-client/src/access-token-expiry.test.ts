import { accessTokenExpiry } from './access-token-expiry';
import { fakeAccessToken } from '@crewbase/domain/testing';

describe('accessTokenExpiry', () => {
  it('reads exp (seconds) as epoch milliseconds', () => {
    const now = 1_800_000_000_000;
    expect(accessTokenExpiry(fakeAccessToken(900, { sub: 'u', now }))).toBe(now + 900_000);
  });

  it('reads base64url payloads that need padding and use - and _', () => {
    const payload = btoa(JSON.stringify({ exp: 2_000_000_000, name: '??>>' })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(accessTokenExpiry(`h.${payload}.s`)).toBe(2_000_000_000_000);
  });

  it('answers null for anything it cannot read', () => {
    expect(accessTokenExpiry('opaque')).toBeNull();
    expect(accessTokenExpiry('a.%%%.c')).toBeNull();
    expect(accessTokenExpiry(`a.${btoa('{"sub":"x"}')}.c`)).toBeNull();
  });
});
