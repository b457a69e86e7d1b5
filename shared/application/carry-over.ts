import type { z } from 'zod';
import type { carryOverSchema } from '../api/application';

/**
 * The steps a returning candidate's new application starts from their last one:
 * who they are and what they studied. Work eligibility, the acknowledgement and the voluntary
 * steps (equal opportunity, military) are asked afresh: "Have you applied before?" has a new
 * answer now, the eligibility wording follows COMPANY_COUNTRY, a confirmation is given per
 * application, and voluntary answers are never volunteered on the candidate's behalf.
 */
export const carriedSteps = ['contact', 'general', 'education'] as const;
export type CarriedStep = (typeof carriedSteps)[number];

export const isCarriedStep = (step: string): step is CarriedStep => (carriedSteps as readonly string[]).includes(step);

/**
 * What a signed-in candidate's new application is offered from their most recent application
 * (never an erased one): the carried steps' answers as the forms' starting values (nothing is
 * saved until the candidate continues from the step) and its resume as a choice.
 */
export type CarryOver = z.infer<typeof carryOverSchema>;
