/**
 * The cards of the job categories (/jobcategory) and teams (/jobteam) pages. Static sample data, as
 * in the original product: every card reads the same count and none of them links anywhere.
 */
export interface JobCard {
  id: string;
  /** Absolute path of the card's picture (client/public/images/site/cards/), 600×300. */
  image: string;
  heading: string;
  detail: string;
}

export const OPEN_JOBS_DETAIL = '375 open jobs';

const card = (id: string, heading: string, picture: string): JobCard => ({
  id,
  image: `/images/site/cards/${picture}.svg`,
  heading,
  detail: OPEN_JOBS_DETAIL,
});

export const jobCategoryCards: readonly JobCard[] = [
  card('software-development', 'Software development', 'software-development'),
  card('data-science', 'Data science', 'data-science'),
  card('database-administration', 'Database Administration', 'database'),
  card('supply-chain-management', 'Supply chain management', 'supply-chain'),
  card('project-product-manager', 'Project/Product manager', 'project-management'),
  card('content-media-production', 'Content/media production', 'media-production'),
  card('researchers', 'Researchers', 'research'),
  card('administration-support', 'Administration & support', 'administration'),
  card('finance', 'Finance', 'finance'),
  card('human-resources', 'Human resources', 'people'),
  card('legals', 'Legals', 'legal'),
];

export const teamCards: readonly JobCard[] = [
  card('business-intelligence-development', 'Business intelligence and Development', 'business-intelligence'),
  card('it', 'IT', 'it'),
  card('operations', 'Operations', 'operations'),
  card('marketing-sales', 'Marketing and Sales', 'marketing'),
  card('human-resources', 'Human Resources', 'people'),
  card('legals', 'Legals', 'legal'),
  card('finance-accounts', 'Finance and accounts', 'accounts'),
  card('administration-support', 'Administration & support', 'administration'),
  card('rd-training', 'R&D Training', 'training'),
  card('warehouse-management', 'Warehouse management', 'warehouse'),
  card('transport-shipping-logistics', 'Transport, shipping & logistics', 'transport'),
  card('operations-technology', 'Operations technology', 'operations-technology'),
];
