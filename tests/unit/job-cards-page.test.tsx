import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../shared/page-context';
import type { SiteSettings } from '../../shared/site';
import { jobCardsLoader } from '../../client/jobs/job-cards-loader';
import { JobCardGrid } from '../../client/site/job-card-grid';
import { jobCatalog } from '../../server/jobs/job-catalog';
import { jobPagesFor } from '../../server/jobs/job-pages';
import { parseJobsFile } from '../../server/jobs/jobs-file';
import { embeddedJobsProvider, fixedJobsProvider } from '../../server/jobs/jobs-provider';
import { jobsServiceOf } from '../../server/jobs/jobs-service';
import { companyJobs } from '../support/company-jobs';

/** The pages' context of a site whose jobs come from a provider, with these site settings. */
function contextOf(provider: Parameters<typeof jobsServiceOf>[0], site: Partial<SiteSettings> = {}): PageContext {
  const jobs = jobPagesFor(jobsServiceOf(provider), async () => false);
  return { jobs, site: { siteName: 'Medinest', jobBoardUrl: '', signIn: null, ...site } } as PageContext;
}

/** The company's jobs file, read as the server reads it. */
async function companyProvider() {
  const jobs = await parseJobsFile('/srv/jobs.json', JSON.stringify(companyJobs), 'https://jobs.example.com');
  return fixedJobsProvider(jobCatalog(jobs));
}

const looks: SiteSettings['jobCards'] = {
  categories: {
    Engineering: { image: '/site/images/engineering.jpg', text: 'We build the pharmacy app.' },
    Legal: { text: 'No open job: no card.' },
  },
  teams: { 'night shift': { text: 'Pharmacists at night.' } },
};

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('a page of job cards, over a company’s jobs', () => {
  it("gives a card the company's picture and sentence, and the others a generic picture", async () => {
    const data = await jobCardsLoader('categories')({
      context: contextOf(await companyProvider(), { jobCards: looks }),
    });
    expect(data.cards.map((card) => card.heading)).toEqual(['Data', 'Engineering', 'People', 'Pharmacy', 'Retail']);
    const engineering = data.cards.find((card) => card.heading === 'Engineering')!;
    expect(engineering).toMatchObject({ image: '/site/images/engineering.jpg', text: 'We build the pharmacy app.' });
    expect(data.cards.find((card) => card.heading === 'Retail')).toMatchObject({
      image: '/images/site/job-cards.svg#people',
    });
    const html = render(<JobCardGrid kind="categories" data={data} />);
    expect(html).toContain(
      '<img src="/site/images/engineering.jpg" alt="" width="600" height="300" loading="eager" decoding="async"/>',
    );
    expect(html).toContain(
      '<a aria-describedby="job-tile-category-engineering-text job-tile-category-engineering" href="/joblistings?department=Engineering"',
    );
    expect(html).toContain(
      '<p id="job-tile-category-engineering-text" class="job-tile-text">We build the pharmacy app.</p><p id="job-tile-category-engineering">3 open jobs</p>',
    );
    expect(html).not.toContain('No open job: no card.');
  });

  it("finds a team's look by its name in any case", async () => {
    const data = await jobCardsLoader('teams')({ context: contextOf(await companyProvider(), { jobCards: looks }) });
    expect(data.cards.find((card) => card.heading === 'Night shift')).toMatchObject({
      text: 'Pharmacists at night.',
      count: 2,
    });
  });

  it("keeps the seed's cards with the embedded jobs, whatever looks are given", async () => {
    const context = contextOf(embeddedJobsProvider('https://jobs.example.com'), {
      jobCards: { categories: { Engineering: { text: 'Not shown.' } } },
    });
    const data = await jobCardsLoader('categories')({ context });
    expect(data.cards).toHaveLength(11);
    expect(data.cards[0]).toMatchObject({
      heading: 'Software development',
      href: '/joblistings?q=software',
      image: '/images/site/job-cards.svg#software-development',
    });
    expect(data.cards.some((card) => card.text !== undefined)).toBe(false);
  });
});
