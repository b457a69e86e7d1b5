import type { DeliveryAts } from '../../shared/api/recruiter';
import type { Environment } from '../config';
import { recruiteeBaseUrl } from '../jobs/recruitee-base-url';

/** Where applications are delivered: the ATS the jobs come from, its board, API and key. */
export interface AtsTarget {
  ats: DeliveryAts;
  /** Greenhouse's board token, Lever's site, Ashby's board, Recruitee's or SmartRecruiters' company. */
  board: string;
  apiUrl: string;
  /** Greenhouse's, Lever's, Ashby's and SmartRecruiters' key; Recruitee's Careers Site API takes applications without one. */
  apiKey: string;
}

export type AtsTargetConfig = Pick<
  Environment,
  | 'JOBS_SOURCE'
  | 'GREENHOUSE_API_URL'
  | 'GREENHOUSE_API_KEY'
  | 'LEVER_API_URL'
  | 'LEVER_API_KEY'
  | 'ASHBY_API_URL'
  | 'ASHBY_API_KEY'
  | 'RECRUITEE_API_URL'
  | 'SMARTRECRUITERS_API_URL'
  | 'SMARTRECRUITERS_API_KEY'
>;

/**
 * The ATSs that email the candidate a confirmation of each application they receive: Recruitee's
 * Careers Site API applies "from the candidate's perspective" and sends its own, with no way to
 * leave it out. The site then sends none of its own, so a candidate gets one confirmation.
 */
export const confirmsToCandidate: ReadonlySet<DeliveryAts> = new Set(['recruitee']);

/**
 * The ATS applications go into: the jobs' own Greenhouse board with GREENHOUSE_API_KEY, their
 * Lever site with LEVER_API_KEY, their Ashby board with ASHBY_API_KEY, their SmartRecruiters
 * company with SMARTRECRUITERS_API_KEY, or their Recruitee careers site (no key: it takes applications as
 * its own form does); null otherwise (no key: Apply goes to the ATS's hosted form, and the other
 * sources have no application API here).
 */
export function atsTargetOf(config: AtsTargetConfig): AtsTarget | null {
  const source = config.JOBS_SOURCE;
  if (source.kind === 'greenhouse' && config.GREENHOUSE_API_KEY)
    return {
      ats: 'greenhouse',
      board: source.board,
      apiUrl: config.GREENHOUSE_API_URL,
      apiKey: config.GREENHOUSE_API_KEY,
    };
  if (source.kind === 'lever' && config.LEVER_API_KEY)
    return { ats: 'lever', board: source.site, apiUrl: config.LEVER_API_URL, apiKey: config.LEVER_API_KEY };
  if (source.kind === 'ashby' && config.ASHBY_API_KEY)
    return { ats: 'ashby', board: source.board, apiUrl: config.ASHBY_API_URL, apiKey: config.ASHBY_API_KEY };
  if (source.kind === 'smartrecruiters' && config.SMARTRECRUITERS_API_KEY) {
    const apiKey = config.SMARTRECRUITERS_API_KEY;
    return { ats: 'smartrecruiters', board: source.company, apiUrl: config.SMARTRECRUITERS_API_URL, apiKey };
  }
  if (source.kind === 'recruitee') {
    const apiUrl = recruiteeBaseUrl(source.company, config.RECRUITEE_API_URL);
    return { ats: 'recruitee', board: source.company, apiUrl, apiKey: '' };
  }
  return null;
}
