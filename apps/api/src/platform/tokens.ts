// Access tokens: JWT HS256 with the claims { sub, area, sid, iat, exp }. Short-lived; refresh tokens are separate
// (opaque). `sid` names the sign-in (the refresh token family) the token belongs to: the auth hook refuses it once that
// family has ended (sign-out, deactivation, password reset, theft detected), so an access token dies with its sign-in.
import type { Area } from '@crewbase/domain';
import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  sub: string;
  area: Area;
  /** The sign-in (refresh token family id). */
  sid: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
}

/**
 * The HMAC key of a secret, imported once: given the raw bytes, jose would import a key on every sign and every
 * check, which is on every request.
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, imported);
  }
  return imported;
}

export async function signAccessToken(
  secret: string,
  subject: { sub: string; area: Area; sid: string },
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ area: subject.area, sid: subject.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await key(secret));
}

export type AccessTokenCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Tokens whose signature and claims were checked, per secret, so a person's next requests with the same token skip
 * the HMAC (WebCrypto's verify is asynchronous and was a tenth of a small list answer's CPU). Only the exact string
 * that passed is found here; its expiry is still checked on every use. Bounded: the oldest are forgotten first.
 */
const verified = new Map<string, Map<string, AccessClaims>>();
const MAX_VERIFIED_TOKENS = 10_000;

export async function verifyAccessToken(secret: string, token: string): Promise<AccessTokenCheck> {
  let known = verified.get(secret);
  if (!known) {
    known = new Map();
    verified.set(secret, known);
  }
  const remembered = known.get(token);
  if (remembered) {
    // As jose decides it: expired once the clock reaches `exp`.
    if (remembered.exp > Math.floor(Date.now() / 1000)) return { ok: true, claims: remembered };
    known.delete(token);
    return { ok: false, reason: 'expired' };
  }
  try {
    const { payload } = await jwtVerify(token, await key(secret), { algorithms: ['HS256'] });
    const { sub, area, sid, iat, exp } = payload;
    if (typeof sub !== 'string' || (area !== 'staff' && area !== 'admin') || typeof sid !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') {
      return { ok: false, reason: 'invalid' };
    }
    const claims: AccessClaims = { sub, area, sid, iat, exp };
    known.set(token, claims);
    if (known.size > MAX_VERIFIED_TOKENS) known.delete(known.keys().next().value as string);
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
