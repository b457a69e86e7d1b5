import { useSite, useSiteText } from '../app/use-site';
import { CallToAction } from '../site/call-to-action';
import { FeatureCard } from '../site/feature-card';
import { PageHero } from '../site/page-hero';
import companyPagesStyles from '../site/company-pages.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';

export const handle = { styles: [companyPagesStyles] };
export const head: ScreenHead = {
  title: `Diversity, Equity and Inclusion | ${careersTitle}`,
  description: `Our commitment to diversity, equity and inclusion at {site}.`,
  heading: 'Diversity, Equity and Inclusion',
};

export const meta = metaFor(head);

export default function DiversityPage() {
  const { siteName } = useSite();
  return (
    <>
      <PageHero
        eyebrow="Everyone belongs"
        heading={useSiteText(head.heading)}
        image="/images/site/hero-diversity.svg"
        lead={`${siteName} serves patients in big cities and small towns, in every language and at every age. Our teams should look like them, be paid fairly, and be heard.`}
      />
      <ul className="feature-grid">
        <li>
          <FeatureCard heading="Diversity" image="/images/site/diversity-diversity.svg">
            <p>
              We hire from beyond the usual campuses: from pharmacy colleges in tier-2 cities, from career-break
              programmes, and from people changing careers. Every shortlist for a role includes at least one woman
              candidate, and we publish our team numbers every year.
            </p>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard heading="Equity" image="/images/site/diversity-equity.svg">
            <p>
              Pay bands are open to everyone inside the company, and an external review checks every year that people
              doing the same work earn the same. Interview panels use the same questions and scorecards for every
              candidate.
            </p>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard heading="Inclusion" image="/images/site/diversity-inclusion.svg">
            <p>
              Meetings are held in the language the room shares, our offices and tools are tested for accessibility, and
              employee networks for women, LGBTQIA+ colleagues, parents and people with disabilities have a budget and a
              voice with leadership.
            </p>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard heading="Our Commitment" image="/images/site/diversity-commitment.svg">
            <p>
              By 2028 we want half of our managers to be women and every office to be step-free. We report our progress
              each year, including where we fall short, and we ask our partners to join us.
            </p>
          </FeatureCard>
        </li>
      </ul>
      <CallToAction />
    </>
  );
}
