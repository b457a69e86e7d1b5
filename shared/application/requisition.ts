/** The one requisition candidates apply to (fixed text, as in the original product). */
export const requisition = {
  id: 'R-2024-GRAD-SDE',
  title: '2024 Graduate Software Development Engineer (Job ID: 2671234)',
  location: 'Sydney, NSW, Australia',
} as const;

/** The resume limit the text states and the server enforces. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

/** A job by its id, as candidates and their emails name it (an unknown id is shown as itself). */
export function jobOf(id: string): { id: string; title: string } {
  return { id, title: id === requisition.id ? requisition.title : id };
}
