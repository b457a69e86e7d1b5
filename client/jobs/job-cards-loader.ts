import { type JobCard, jobCardListPath, jobCategoryCards, type ShownJobCard, teamCards } from '../../shared/job-cards';
import { groupCards, type JobCardKind } from '../../shared/job-group-cards';
import { isDataUnavailable, type PageContext } from '../../shared/page-context';
import { orUnavailable } from '../app/page-problem';

/** What a page of job cards shows. */
export interface JobCardsData {
  cards: ShownJobCard[];
  /** How many jobs are open, which the page says when it has no card; null: not counted (the seed's cards). */
  openJobs: number | null;
}

/**
 * The seed's fixed cards, each with how many open jobs its search finds, counted by the same
 * listing its link shows. When the jobs cannot be read now, the cards are still worth showing,
 * without counts: their links lead to the list, which says why it is empty.
 */
async function seedCards(cards: readonly JobCard[], context: PageContext): Promise<JobCardsData> {
  const shown = (counts: (number | null)[]) =>
    cards.map((card, index) => ({
      id: card.id,
      heading: card.heading,
      image: card.image,
      href: jobCardListPath(card),
      count: counts[index] ?? null,
    }));
  try {
    const counts = await Promise.all(
      cards.map(async (card) => {
        const listing = await context.jobs.list(new URLSearchParams({ q: card.search }));
        return listing.pagination?.matching ?? listing.data.length;
      }),
    );
    return { cards: shown(counts), openJobs: null };
  } catch (error) {
    if (isDataUnavailable(error)) return { cards: shown([]), openJobs: null };
    throw error;
  }
}

/**
 * The loader of a page of job cards: the seed's fixed cards with the embedded jobs, else one card
 * per department (`categories`) or team of the open jobs, with the company's looks (`site.yaml`'s
 * `jobCards`), answering 503 as the job list does when the jobs cannot be read now. Anonymous
 * pages are cached with the jobs' version in their key, so a change of the jobs renders the cards
 * again (server/pages/page-cache.ts). Shared by two route modules (job categories, job teams), so
 * its argument is the pages' context alone, not one module's `Route.LoaderArgs` (each of which is
 * assignable to it).
 */
export function jobCardsLoader(kind: JobCardKind) {
  return async ({ context }: { context: PageContext }): Promise<JobCardsData> => {
    if (context.jobs.seed) return seedCards(kind === 'categories' ? jobCategoryCards : teamCards, context);
    const groups = await orUnavailable(() => context.jobs.groups());
    return {
      cards: groupCards(kind, kind === 'categories' ? groups.departments : groups.teams, context.site.jobCards?.[kind]),
      openJobs: groups.total,
    };
  };
}
