// The lists of values shared/api/application.ts's schemas enumerate, without zod: pages import them,
// and the browser never loads the schemas (see envelope.ts).

/**
 * The steps a returning candidate's new application starts from their last one:
 * who they are and what they studied. Work eligibility, the acknowledgement and the voluntary
 * steps (equal opportunity, military) are asked afresh: "Have you applied before?" has a new
 * answer now, the eligibility wording follows COMPANY_COUNTRY, a confirmation is given per
 * application, and voluntary answers are never volunteered on the candidate's behalf.
 */
export const carriedSteps = ['contact', 'general', 'education'] as const;
