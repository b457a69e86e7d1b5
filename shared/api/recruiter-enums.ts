// The lists of values shared/api/recruiter.ts's schemas enumerate, without zod: pages import them,
// and the browser never loads the schemas (see envelope.ts).

/**
 * Where an application stands. Recruiters move it along the pipeline; only the candidate
 * withdraws, or erases it (a tombstone without personal data: server/candidate).
 */
export const recruiterStatuses = ['new', 'in_review', 'interview', 'offer', 'hired', 'rejected'] as const;
export const applicationStatuses = [...recruiterStatuses, 'withdrawn', 'erased'] as const;

/**
 * An application's delivery into the company's ATS (Greenhouse or Lever, when the jobs come from
 * its board and its API key is set): waiting or being retried (`pending`), in the ATS
 * (`delivered`), refused in a way retrying cannot mend (`failed`, until a recruiter retries), or
 * never to be sent because its candidate withdrew the application before it arrived (`stopped`).
 */
export const deliveryStates = ['pending', 'delivered', 'failed', 'stopped'] as const;

/** The ATSs applications are delivered into (server/ats-delivery): the jobs' own, where it takes them. */
export const deliveryAtss = ['greenhouse', 'lever', 'ashby', 'recruitee', 'smartrecruiters'] as const;
