import type { Request, Response } from 'express';
import multer from 'multer';
import { MAX_RESUME_BYTES } from '../../shared/application/requisition';
import { HttpError } from '../http/http-error';

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
