import type { z } from 'zod';
import type { atsDeliverySchema } from '../api/recruiter';
import type { deliveryStates } from '../api/recruiter-enums';

/** Where an application's delivery into the company's ATS is (`deliveryStates`). */
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
