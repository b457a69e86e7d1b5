import type { z } from 'zod';
import type { carryOverSchema } from '../api/application';
import { carriedSteps } from '../api/application-enums';

/** A step a returning candidate's new application starts from their last one (`carriedSteps`). */
export type CarriedStep = (typeof carriedSteps)[number];

export const isCarriedStep = (step: string): step is CarriedStep => (carriedSteps as readonly string[]).includes(step);

/**
 * What a signed-in candidate's new application is offered from their most recent application
 * (never an erased one): the carried steps' answers as the forms' starting values (nothing is
 * saved until the candidate continues from the step) and its resume as a choice.
 */
export type CarryOver = z.infer<typeof carryOverSchema>;
