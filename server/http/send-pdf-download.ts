import type { Response } from 'express';
import { resumeFileName } from '../resume/resume-file-name';

/**
 * Sends a stored resume as a download that is never rendered in this origin: no script in a
 * crafted PDF can run as the site (attachment, no sniffing, a sandboxing CSP), under a name that
 * ends in `.pdf` (stored so since 0019; applied again here, where it matters).
 */
export function sendPdfDownload(res: Response, file: { file_name: string; content: Buffer }): void {
  res.set({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(resumeFileName(file.file_name))}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
  });
  res.send(file.content);
}
