import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time: one call into the CSPRNG instead of one per response. */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let offset = pool.length;

/**
 * A fresh Content-Security-Policy nonce (16 random bytes, base64), as `crypto.randomBytes` would
 * give, from a pool refilled when used up: each byte is used once, so nonces stay unpredictable.
 * randomBytes per response took about 5 % of the CPU of a cached page (BENCHMARKS.md).
 */
export function cspNonce(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
