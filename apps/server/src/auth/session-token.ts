import { hash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Session tokens the Lucia way (lucia-auth.com/sessions): `<id>.<secret>`, both random; the id finds the
 * row, the secret's SHA-256 is compared in constant time, so a database leak yields no usable token.
 */
export function generateSessionToken(): { token: string; id: string; secretHash: Uint8Array } {
  const id = randomBytes(15).toString("base64url");
  const secret = randomBytes(32).toString("base64url"); // 256-bit secret
  return { token: `${id}.${secret}`, id, secretHash: new Uint8Array(sha256(secret)) };
}

export function parseSessionToken(token: string): { id: string; secret: string } | null {
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 128) return null;
  return { id, secret };
}

export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  const actual = sha256(secret);
  return actual.length === storedHash.length && timingSafeEqual(actual, storedHash);
}

/** One-shot hashing: every signed-in request checks its secret, and a Hash object per call cost more than the hash. */
function sha256(value: string): Uint8Array {
  return hash("sha256", value, "buffer");
}
