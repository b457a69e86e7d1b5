/**
 * An application's delivery into the company's ATS (Greenhouse or Lever, when the jobs come from
 * its board and its API key is set): waiting or being retried (`pending`), in the ATS
 * (`delivered`), refused in a way retrying cannot mend (`failed`, until a recruiter retries), or
 * never to be sent because its candidate withdrew the application before it arrived (`stopped`).
 */
export const deliveryStates = ['pending', 'delivered', 'failed', 'stopped'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export interface AtsDelivery {
  ats: 'greenhouse' | 'lever';
  state: DeliveryState;
  /** The ATS's id of the application, where its answer gives one (Lever's `applicationId`). */
  atsId: string | null;
  /** Requests made so far (failed ones, and the one that delivered it). */
  attempts: number;
  /** Why the last attempt failed; null once delivered or before any failure. */
  lastError: string | null;
  /** When it was delivered (ISO), or null. */
  deliveredAt: string | null;
}

/**
 * The last error of a delivery its candidate's withdrawal stopped: the hiring team sees the
 * application as withdrawn here, so it must not arrive in their ATS as a new one.
 */
export const WITHDRAWN_BEFORE_DELIVERY = 'not delivered: the candidate withdrew the application first';

/** How an ATS is named on the recruiter's pages. */
export const atsNames: Record<AtsDelivery['ats'], string> = { greenhouse: 'Greenhouse', lever: 'Lever' };
