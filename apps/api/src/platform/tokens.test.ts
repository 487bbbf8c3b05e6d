// Access tokens: what a check answers, the first time a token is seen and on every request after (when its verified
// claims are remembered instead of checking the signature again).
import { signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const subject = { sub: '6b8a4d1e-0000-4000-8000-000000000001', area: 'staff' as const, sid: '6b8a4d1e-0000-4000-8000-000000000002' };

afterEach(() => vi.useRealTimers());

describe('verifyAccessToken', () => {
  it('accepts a token it signed, with the same claims every time it is asked', async () => {
    const token = await signAccessToken(SECRET, subject, 900);
    const first = await verifyAccessToken(SECRET, token);
    const again = await verifyAccessToken(SECRET, token);
    expect(first).toEqual({ ok: true, claims: expect.objectContaining(subject) });
    expect(again).toEqual(first);
  });

  it('refuses a token once it has expired, even one it accepted before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z') });
    const token = await signAccessToken(SECRET, subject, 60);
    expect((await verifyAccessToken(SECRET, token)).ok).toBe(true);
    vi.setSystemTime(new Date('2026-11-27T09:00:59Z'));
    expect((await verifyAccessToken(SECRET, token)).ok).toBe(true);
    vi.setSystemTime(new Date('2026-11-27T09:01:00Z'));
    expect(await verifyAccessToken(SECRET, token)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyAccessToken(SECRET, token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token changed by one character, and one signed with another secret, after accepting the real one', async () => {
    const token = await signAccessToken(SECRET, subject, 900);
    expect((await verifyAccessToken(SECRET, token)).ok).toBe(true);
    // The signature's first character (all six of its bits count; the last character's lowest ones do not).
    const at = token.lastIndexOf('.') + 1;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await verifyAccessToken(SECRET, changed)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAccessToken(`${SECRET}-rotated`, token)).toEqual({ ok: false, reason: 'invalid' });
  });
});
