import { MAX_RESUME_BYTES } from '../../shared/application/requisition';

/** The browser's own check of a chosen resume, before any upload: the server checks the same (and the file's content). */
export function problemWithResume(file: File): string | null {
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
    return 'Please choose a PDF file.';
  }
  if (file.size > MAX_RESUME_BYTES) return 'This file is larger than 5 MB. Please choose a PDF of at most 5 MB.';
  return null;
}

/**
 * What an upload under way says: its share sent, by quarters (a screen reader hears each change),
 * then that the server reads it.
 */
export const uploadProgressText = (fileName: string, sent: number) =>
  sent < 1 ? `Uploading ${fileName}… ${Math.floor(sent * 4) * 25} %` : `Reading ${fileName}…`;
