import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { preferredEncoding } from './content-encoding';

/**
 * A body sent many times (a cached page, a cached blog answer), compressed once into Brotli and
 * gzip: each response then costs what a static file does, and the copies take about a sixth of
 * the text's memory, outside the JavaScript heap.
 */
export interface CompressedBody {
  gzip: Buffer;
  brotli: Buffer;
  /** Of the text: the ETag of each encoding derives from it. */
  hash: string;
  /** Bytes held (each encoding in memory of its own, exactly its size), for cache bounds. */
  size: number;
}

/**
 * A copy of `buffer` in memory of its own, exactly its size. zlib's synchronous output is a view
 * into the chunk it wrote into (16 KB at least): kept as it is, a 3 KB page holds 16 KB per
 * encoding, which no cache bound counted.
 */
function exactCopy(buffer: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}

export function compressBody(text: string): CompressedBody {
  const gzip = exactCopy(gzipSync(text, { level: 9 }));
  // Quality 6 of 11: about as small as gzip -9 is fast; the best quality would take ~50 ms a page.
  const brotli = exactCopy(brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }));
  const hash = createHash('sha256').update(text).digest('base64url');
  return { gzip, brotli, hash, size: gzip.length + brotli.length + hash.length };
}

/**
 * Sends `body` in the best encoding the request accepts (or decoded, for a client that accepts
 * neither), with a strong ETag per encoding, or 304 when the client has that one already.
 * Headers that the caller set (Cache-Control, Vary) stay.
 */
export function sendCompressed(req: Request, res: Response, body: CompressedBody, type: string): void {
  const encoding = preferredEncoding(req, ['br', 'gzip']);
  res.vary('Accept-Encoding');
  // A strong ETag names one sequence of bytes, so each encoding has its own.
  res.set('ETag', `"${body.hash}${encoding ? `-${encoding}` : ''}"`);
  // Express compares If-None-Match with the ETag just set.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type(type);
  // The compression middleware leaves a body with a Content-Encoding alone.
  if (encoding === 'br') res.set('Content-Encoding', 'br').send(body.brotli);
  else if (encoding === 'gzip') res.set('Content-Encoding', 'gzip').send(body.gzip);
  else res.send(gunzipSync(body.gzip));
}
