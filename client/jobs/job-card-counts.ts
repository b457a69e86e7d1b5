import type { LoaderFunctionArgs } from 'react-router';
import type { JobCard } from '../../shared/job-cards';
import { isDataUnavailable } from '../../shared/page-context';

/** Open jobs per card id; null when the jobs cannot be read now (the cards then show no count). */
export type JobCardCounts = Record<string, number> | null;

/**
 * The loader of a page of job cards: how many open jobs each card's search finds, counted by the
 * same listing its link shows. Anonymous pages are cached with the jobs' version in their key, so
 * a change of the jobs renders the counts again (server/pages/page-cache.ts). Shared by two route
 * modules (job categories, job teams), so its argument is React Router's general type, not one
 * module's `Route.LoaderArgs` (each of which is assignable to it).
 */
export function jobCardCountsLoader(cards: readonly JobCard[]) {
  return async ({ context }: LoaderFunctionArgs): Promise<{ counts: JobCardCounts }> => {
    try {
      const counts = await Promise.all(
        cards.map(async (card) => {
          const listing = await context.jobs.list(new URLSearchParams({ q: card.search }));
          return [card.id, listing.pagination?.matching ?? listing.data.length] as const;
        }),
      );
      return { counts: Object.fromEntries(counts) };
    } catch (error) {
      // The cards are still worth showing, and their links lead to the list, which says why it is empty.
      if (isDataUnavailable(error)) return { counts: null };
      throw error;
    }
  };
}
