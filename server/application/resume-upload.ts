import type { Request, Response } from 'express';
import multer from 'multer';
import { MAX_RESUME_BYTES } from '../../shared/application/requisition';
import type { UploadRequestRefused } from './application-refusals';
import type { ApplicationService, UploadResumeResult } from './application-service';
import type { ResumeQuota } from './application-store';
import { draftSaverOf } from './draft-owner';

// One file, in memory (5 MB at most), names decoded as UTF-8; anything else is refused early.
const resumeUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 5, parts: 6 },
  defParamCharset: 'utf8',
}).single('resume');

/**
 * Reads the multipart body's one resume file into `req.file`; else why the parser refused it.
 * Files are kept in memory, so every failure here is about the request (limits, or a malformed
 * multipart body), never ours.
 */
export function parseResumeUpload(req: Request, res: Response): Promise<UploadRequestRefused | null> {
  return new Promise((resolve) => {
    resumeUpload(req, res, (failure: unknown) => {
      if (!failure) resolve(null);
      else if (failure instanceof multer.MulterError && failure.code === 'LIMIT_FILE_SIZE') {
        resolve({ ok: false, reason: 'file_too_large' });
      } else resolve({ ok: false, reason: 'bad_upload' });
    });
  });
}

/**
 * Reads the request's one resume file and stores it for the draft's owner: what
 * `POST /api/application/resume` does, and the Resume step's form posted without JavaScript.
 * Refused (application-refusals.ts words it: 400, 413, 415, 422, 429, 503) as the API answers it.
 */
export async function storeResumeUpload(
  req: Request,
  res: Response,
  application: ApplicationService,
  quota: ResumeQuota,
): Promise<UploadResumeResult | UploadRequestRefused> {
  const refused = await parseResumeUpload(req, res);
  if (refused) return refused;
  if (!req.file) return { ok: false, reason: 'no_file' };
  return application.uploadResume(
    draftSaverOf(req),
    { originalName: req.file.originalname, content: req.file.buffer },
    quota,
  );
}
