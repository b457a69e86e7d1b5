import type { Kysely } from 'kysely';

/**
 * Every stored resume's name ends in `.pdf`: a resume uploaded by an earlier release as `cv.html`
 * is renamed `cv.pdf`, as new uploads are named (server/resume/resume-file-name.ts, whose rule is
 * copied here as it was: a migration never changes with the code). Names are few and short: read
 * and written one row at a time.
 */
const EXTENSION =
  /\.(pdf|html?|xhtml|mht|mhtml|hta|svg|xml|js|mjs|exe|com|bat|cmd|scr|msi|ps1|vbs|wsf|jar|docx?|odt|rtf|txt|pages|png|jpe?g|gif|zip)$/i;

function pdfName(uploadedAs: string): string {
  let stem = (uploadedAs.replace(/\\/g, '/').split('/').pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '-')
    .trim();
  while (EXTENSION.test(stem)) stem = stem.replace(EXTENSION, '');
  stem = Array.from(stem.replace(/^\.+|\.+$/g, '').trim())
    .slice(0, 200)
    .join('');
  return `${stem || 'resume'}.pdf`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const resumes = db as unknown as Kysely<{ resumes: { id: string; file_name: string } }>;
  const rows = await resumes.selectFrom('resumes').select(['id', 'file_name']).execute();
  for (const row of rows) {
    const renamed = pdfName(row.file_name);
    if (renamed !== row.file_name) {
      await resumes.updateTable('resumes').set({ file_name: renamed }).where('id', '=', row.id).execute();
    }
  }
}
