import type { z } from 'zod';
import type { appliedJobSchema } from '../api/application';

/** The job an application is for, as the wizard's header and the emails name it. */
export type AppliedJob = z.infer<typeof appliedJobSchema>;

/**
 * The original product's sample requisition (fixed text): what candidates apply to when they
 * did not choose a job with its page's Apply button.
 */
export const requisition = {
  id: 'R-2024-GRAD-SDE',
  title: '2024 Graduate Software Development Engineer (Job ID: 2671234)',
  location: 'Sydney, NSW, Australia',
} as const satisfies AppliedJob;

/** The resume limit the text states and the server enforces. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
