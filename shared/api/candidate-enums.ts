// The lists of values shared/api/candidate.ts's schemas enumerate, without zod: pages import them,
// and the browser never loads the schemas (see envelope.ts).

/**
 * Where an application stands as its candidate sees it: the recruiter's pipeline told in the
 * candidate's words, never its internals (candidateStatusOf, shared/application/candidate-status.ts).
 * `hired` reads as `offer`: the candidate already knows they accepted, and "hired" is the
 * company's bookkeeping of that.
 */
export const candidateStatuses = ['received', 'in_review', 'interview', 'offer', 'not_selected', 'withdrawn'] as const;

/**
 * Where a candidate came from: the campaign tags on the URL they landed on. Kept with
 * their draft and stored with their application; the recruiters filter and count applications by
 * `sourceLabel`, and delivery into the company's ATS forwards them as it takes them
 * (shared/application/candidate-source.ts; docs/jobs-and-ats.md, "Where candidates come from").
 */
export const SOURCE_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'gh_src', 'ref'] as const;
