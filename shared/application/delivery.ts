import type { z } from 'zod';
import type { atsDeliverySchema } from '../api/recruiter';

/**
 * An application's delivery into the company's ATS (Greenhouse or Lever, when the jobs come from
 * its board and its API key is set): waiting or being retried (`pending`), in the ATS
 * (`delivered`), refused in a way retrying cannot mend (`failed`, until a recruiter retries), or
 * never to be sent because its candidate withdrew the application before it arrived (`stopped`).
 */
export const deliveryStates = ['pending', 'delivered', 'failed', 'stopped'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export type AtsDelivery = z.infer<typeof atsDeliverySchema>;

/**
 * The last error of a delivery its candidate's withdrawal stopped: the hiring team sees the
 * application as withdrawn here, so it must not arrive in their ATS as a new one.
 */
export const WITHDRAWN_BEFORE_DELIVERY = 'not delivered: the candidate withdrew the application first';

/** How an ATS is named on the recruiter's pages. */
export const atsNames: Record<AtsDelivery['ats'], string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  recruitee: 'Recruitee',
  smartrecruiters: 'SmartRecruiters',
};
