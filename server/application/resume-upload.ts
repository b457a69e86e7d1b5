import type { Request, Response } from 'express';
import multer from 'multer';
import type { ResumeInfo } from '../../shared/application/draft';
import { MAX_RESUME_BYTES } from '../../shared/application/requisition';
import { HttpError } from '../http/http-error';
import type { ApplicationService } from './application-service';
import type { ResumeQuota } from './application-store';
import { ownerForSaving } from './draft-owner';

const megabytes = MAX_RESUME_BYTES / 1024 / 1024;

// One file, in memory (5 MB at most), names decoded as UTF-8; anything else is refused early.
const resumeUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 5, parts: 6 },
  defParamCharset: 'utf8',
}).single('resume');

/**
 * What the upload parser refused, as the client's error: files are kept in memory, so every
 * failure here is about the request (limits, or a malformed multipart body), never ours.
 */
function uploadError(error: unknown): HttpError {
  if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
    return new HttpError(
      413,
      'file_too_large',
      `Your resume is larger than ${megabytes} MB. Please upload a PDF of at most ${megabytes} MB.`,
    );
  }
  return new HttpError(400, 'bad_upload', 'Please upload exactly one PDF file in the field "resume".');
}

/** Reads the multipart body's one resume file into `req.file`; rejects with the client's error. */
export function parseResumeUpload(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    resumeUpload(req, res, (failure: unknown) => (failure ? reject(uploadError(failure)) : resolve()));
  });
}

/**
 * Reads the request's one resume file and stores it for the draft's owner: what
 * `POST /api/application/resume` does, and the Resume step's form posted without JavaScript.
 * Rejects with the client's error (400, 413, 415, 429, 503) as the API answers it.
 */
export async function storeResumeUpload(
  req: Request,
  res: Response,
  application: ApplicationService,
  quota: ResumeQuota,
): Promise<ResumeInfo> {
  await parseResumeUpload(req, res);
  if (!req.file) throw new HttpError(400, 'no_file', 'Please choose your resume: one PDF file of at most 5 MB.');
  return application.uploadResume(
    () => ownerForSaving(req),
    { originalName: req.file.originalname, content: req.file.buffer },
    quota,
  );
}
