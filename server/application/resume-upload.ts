import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import type { Request, Response } from 'express';
import multer from 'multer';
import { MAX_RESUME_BYTES } from '../../shared/application/requisition';
import { clientOf } from '../http/client-address';
import type { FixedWindowLimit } from '../limits/limit-counts';
import type { ResumeReading } from '../resume/reading/read-resume';
import type { ResumeVerdict } from '../resume/resume-workers';
import type { UploadRequestRefused } from './application-refusals';
import type { ApplicationService, UploadResumeResult } from './application-service';
import type { ResumeQuota } from './application-store';
import { draftSaverOf } from './draft-owner';

/**
 * Room for the multipart body's own parts around a 5 MB file (boundaries, the part's headers, the
 * form's other fields): a `Content-Length` past the file's limit and this is refused unread.
 */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

/** What receiving a resume needs: where bodies are written, the limits, the judge. */
export interface ResumeUploads {
  /** Where a body is written while it arrives, on disk (DATA_DIR/incoming), removed once judged. */
  folder: string;
  quota: (req: Request) => ResumeQuota;
  /** Judgements one client may have an hour (RESUME_CHECKS_PER_CLIENT_PER_HOUR); null: any number. */
  checksPerClient: FixedWindowLimit | null;
  /** Each client's uploads under way (received or judged), in this process, and how many it may have. */
  underWay: Map<string, number>;
  atOncePerClient: number;
  /** Judges the received file off the thread that serves requests (server/resume/resume-workers.ts). */
  judge: (path: string) => Promise<ResumeVerdict>;
  /** Reads a judged file for the steps' answers, in the same worker processes (never throws). */
  read: (path: string) => Promise<ResumeReading>;
}

/** Refused before its body was read: the connection closes rather than read 5 MB to throw away. */
type RefusedUnread = Extract<UploadResumeResult | UploadRequestRefused, { ok: false }>;

/**
 * Reads the request's one resume file and stores it for the draft's owner: what
 * `POST /api/application/resume` does, and the Resume step's form posted without JavaScript.
 * Before a byte of the body is read: its declared size, the client's uploads under way and its
 * judgements this hour. The body goes to disk as it arrives, then to a worker process to be judged
 * and, once taken, read for the steps' answers (a resume that cannot be read is still taken).
 * Refused (application-refusals.ts words it) as the API answers it.
 */
export async function storeResumeUpload(
  req: Request,
  res: Response,
  application: ApplicationService,
  uploads: ResumeUploads,
): Promise<UploadResumeResult | UploadRequestRefused> {
  const refuseUnread = (refused: RefusedUnread) => {
    res.set('Connection', 'close');
    return refused;
  };
  if (Number(req.get('content-length')) > MAX_RESUME_BYTES + MULTIPART_ALLOWANCE_BYTES) {
    return refuseUnread({ ok: false, reason: 'file_too_large' });
  }
  const client = clientOf(req.ip);
  const underWay = uploads.underWay.get(client) ?? 0;
  if (underWay >= uploads.atOncePerClient) return refuseUnread({ ok: false, reason: 'too_many_uploads_at_once' });
  uploads.underWay.set(client, underWay + 1);
  let path: string | undefined;
  try {
    // Judging costs a worker's time, whatever it finds: counted before the body is read.
    const checked = await uploads.checksPerClient?.take(client);
    if (checked && !checked.allowed) {
      return refuseUnread({
        ok: false,
        reason: 'too_many_resume_checks',
        retryAfterSeconds: checked.retryAfterSeconds,
      });
    }
    const received = await receiveResume(req, res, uploads.folder);
    if (!received.ok) return received;
    path = received.path;
    const verdict = await uploads.judge(path);
    // Nothing was judged: the check is the client's again, for the retry the browser sends.
    if (!verdict.ok && verdict.reason === 'resume_checks_busy') await uploads.checksPerClient?.giveBack(client);
    if (!verdict.ok) return verdict;
    const content = await readFile(path);
    const judged = path;
    return await application.storeResume(
      draftSaverOf(req),
      { uploadedAs: received.uploadedAs, content },
      uploads.quota(req),
      () => uploads.read(judged),
    );
  } finally {
    const left = (uploads.underWay.get(client) ?? 1) - 1;
    if (left > 0) uploads.underWay.set(client, left);
    else uploads.underWay.delete(client);
    if (path) await rm(path, { force: true });
  }
}

/**
 * Writes the multipart body's one resume file into `folder` as it arrives (a slow upload holds a
 * file, not memory); names decoded as UTF-8; anything else is refused early. Every failure here
 * is about the request (limits, or a malformed multipart body), never ours.
 */
function receiveResume(
  req: Request,
  res: Response,
  folder: string,
): Promise<{ ok: true; path: string; uploadedAs: string } | UploadRequestRefused> {
  const upload = multer({
    storage: multer.diskStorage({ destination: folder, filename: (_req, _file, named) => named(null, randomUUID()) }),
    limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 5, parts: 6 },
    defParamCharset: 'utf8',
  }).single('resume');
  return new Promise((resolve) => {
    upload(req, res, (failure: unknown) => {
      if (failure instanceof multer.MulterError && failure.code === 'LIMIT_FILE_SIZE') {
        resolve({ ok: false, reason: 'file_too_large' });
      } else if (failure) resolve({ ok: false, reason: 'bad_upload' });
      else if (!req.file) resolve({ ok: false, reason: 'no_file' });
      else resolve({ ok: true, path: req.file.path, uploadedAs: req.file.originalname });
    });
  });
}
