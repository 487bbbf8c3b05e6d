// Random secrets and their stored forms. Tokens are kept as SHA-256 hashes; six-digit codes, being guessable
// offline from a plain hash, are kept as HMACs keyed by a server secret.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const codeHmac = (secret: string, scope: string, code: string) =>
  createHmac('sha256', secret).update(`one-time-code:${scope}:${code}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
