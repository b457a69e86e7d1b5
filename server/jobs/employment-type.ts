/**
 * An ATS's employment-type code as the words the job page and JobPosting `employmentType` read
 * (client/jobs/job-posting-fields.ts): Ashby's `FullTime`, Recruitee's `fulltime_permanent`.
 * An unknown code is shown as it is, its words spaced out.
 */
export function employmentTypeText(code: string | null | undefined): string {
  const folded = (code ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (!folded) return '';
  if (folded.startsWith('fulltime')) return 'Full-time';
  if (folded.startsWith('parttime')) return 'Part-time';
  if (folded.startsWith('intern')) return 'Internship';
  if (folded.startsWith('contract') || folded.startsWith('freelance')) return 'Contract';
  if (folded.startsWith('temp')) return 'Temporary';
  return (code ?? '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 100);
}
