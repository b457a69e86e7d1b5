import { createHmac } from 'node:crypto';
import type { Request } from 'express';
import type { Environment } from '../config';
import type { ResumeQuota } from './application-store';

type QuotaConfig = Pick<
  Environment,
  'RESUME_STORAGE_LIMIT_MB' | 'ANONYMOUS_RESUME_STORAGE_MB' | 'ANONYMOUS_RESUME_MB_PER_ADDRESS'
>;

/**
 * The storage limits an upload is checked against. Without a session anyone can upload, so the
 * drafts of visitors who have not signed in are bounded in total and per client address; the
 * address is kept only as a keyed hash (the session secret), never as itself.
 */
export function resumeQuotaOf(config: QuotaConfig, secret: string): (req: Request) => ResumeQuota {
  const addressTag = (address: string) => createHmac('sha256', secret).update(address).digest('base64url').slice(0, 22);
  return (req) => ({
    totalBytes: config.RESUME_STORAGE_LIMIT_MB,
    anonymousBytes: config.ANONYMOUS_RESUME_STORAGE_MB,
    perAddressBytes: config.ANONYMOUS_RESUME_MB_PER_ADDRESS,
    uploadedFrom: req.session.user ? null : addressTag(req.ip ?? 'unknown'),
  });
}
