/**
 * The seed's cards of the job categories (/jobcategory) and teams (/jobteam) pages, shown with the
 * embedded jobs (JOBS_SOURCE unset); a company's own jobs have the cards of their departments and
 * teams instead (shared/job-group-cards.ts). The original's cards all read "375 open jobs" and led
 * nowhere; here each card is a search of the job list (`search`, the `q` of `/joblistings`), and
 * shows how many open jobs that search finds: the count and the list it links to are the same
 * query, so they always agree.
 */
export interface JobCard {
  id: string;
  /** Address of the card's 600×300 picture: a view of the cards' one file (it says why). */
  image: string;
  heading: string;
  /** The words of the job list's search that stand for this card (every word must appear). */
  search: string;
}

const card = (id: string, heading: string, picture: string, search: string): JobCard => ({
  id,
  image: `/images/site/job-cards.svg#${picture}`,
  heading,
  search,
});

/**
 * A card as its page shows it: one of the seed's (with the embedded jobs), or one of the open
 * jobs' departments or teams (shared/job-group-cards.ts).
 */
export interface ShownJobCard {
  /** Unique on its page: the ids of the card's elements start with it. */
  id: string;
  heading: string;
  /** The card's picture: an absolute URL path. */
  image: string;
  /** The job list it leads to. */
  href: string;
  /** The company's sentence about it, if it gave one. */
  text?: string;
  /** Its open jobs; null when the jobs cannot be read now (the card then shows no count). */
  count: number | null;
}

/** The job list this card leads to. */
export function jobCardListPath(card: JobCard): string {
  return `/joblistings?${new URLSearchParams({ q: card.search })}`;
}

/** A card's count in words. */
export function openJobsText(count: number): string {
  if (count === 0) return 'No open jobs right now';
  return `${count} open ${count === 1 ? 'job' : 'jobs'}`;
}

export const jobCategoryCards: readonly JobCard[] = [
  card('software-development', 'Software development', 'software-development', 'software'),
  card('data-science', 'Data science', 'data-science', 'data'),
  card('database-administration', 'Database Administration', 'database', 'database'),
  card('supply-chain-management', 'Supply chain management', 'supply-chain', 'supply chain'),
  card('project-product-manager', 'Project/Product manager', 'project-management', 'manager'),
  card('content-media-production', 'Content/media production', 'media-production', 'content'),
  card('researchers', 'Researchers', 'research', 'research'),
  card('administration-support', 'Administration & support', 'administration', 'administration'),
  card('finance', 'Finance', 'finance', 'finance'),
  card('human-resources', 'Human resources', 'people', 'human resources'),
  card('legals', 'Legals', 'legal', 'legal'),
];

export const teamCards: readonly JobCard[] = [
  card(
    'business-intelligence-development',
    'Business intelligence and Development',
    'business-intelligence',
    'business',
  ),
  card('it', 'IT', 'it', 'technology'),
  card('operations', 'Operations', 'operations', 'operations'),
  card('marketing-sales', 'Marketing and Sales', 'marketing', 'marketing'),
  card('human-resources', 'Human Resources', 'people', 'human resources'),
  card('legals', 'Legals', 'legal', 'legal'),
  card('finance-accounts', 'Finance and accounts', 'accounts', 'finance'),
  card('administration-support', 'Administration & support', 'administration', 'administration'),
  card('rd-training', 'R&D Training', 'training', 'training'),
  card('warehouse-management', 'Warehouse management', 'warehouse', 'warehouse'),
  card('transport-shipping-logistics', 'Transport, shipping & logistics', 'transport', 'logistics'),
  card('operations-technology', 'Operations technology', 'operations-technology', 'operations technology'),
];
