import { jobBoardLink } from '../../shared/site';
import { useSite } from '../app/use-site';

/** Where on the external job board (JOB_BOARD_URL) the site's links lead. Its paths live here only. */
export const jobBoardPaths = {
  home: '',
  teams: '/teams',
  locations: '/locations',
  warehouseJobs: '/jobs?team=warehouse',
} as const;

export type JobBoardLinks = Record<keyof typeof jobBoardPaths, string>;

export { jobBoardLink };

/** The job board's addresses for the configured JOB_BOARD_URL. */
export function useJobBoard(): JobBoardLinks {
  const { jobBoardUrl } = useSite();
  const links = {} as JobBoardLinks;
  for (const [name, path] of Object.entries(jobBoardPaths) as [keyof JobBoardLinks, string][]) {
    links[name] = jobBoardLink(jobBoardUrl, path);
  }
  return links;
}
