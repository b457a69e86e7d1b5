import type { Request } from 'express';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The best of `available` (Brotli before gzip) that the request accepts, or undefined for the
 * uncompressed body. Our order, not the header's: browsers list gzip first at equal weight.
 */
export function preferredEncoding(req: Request, available: readonly ContentEncoding[]): ContentEncoding | undefined {
  return (['br', 'gzip'] as const).find(
    (encoding) => available.includes(encoding) && req.acceptsEncodings(encoding) === encoding,
  );
}
