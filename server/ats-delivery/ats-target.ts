import type { Config } from '../config';

/** Where applications are delivered: the ATS the jobs come from, its board, API and key. */
export interface AtsTarget {
  ats: 'greenhouse' | 'lever';
  /** Greenhouse's board token, or Lever's site. */
  board: string;
  apiUrl: string;
  apiKey: string;
}

export type AtsTargetConfig = Pick<
  Config,
  'JOBS_SOURCE' | 'GREENHOUSE_API_URL' | 'GREENHOUSE_API_KEY' | 'LEVER_API_URL' | 'LEVER_API_KEY'
>;

/**
 * The ATS applications go into: the jobs' own Greenhouse board with GREENHOUSE_API_KEY, or their
 * Lever site with LEVER_API_KEY; null otherwise (no key: Apply goes to the ATS's hosted form, and
 * the other sources have no application API here).
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
  return null;
}
