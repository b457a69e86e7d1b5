import { Link } from 'react-router';
import { pathOf } from '../../shared/route-paths';
import { useSite, useSiteText } from '../app/use-site';
import { CallToAction } from '../site/call-to-action';
import { FeatureCard } from '../site/feature-card';
import { PageHero } from '../site/page-hero';
import companyPagesStyles from '../site/company-pages.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';

export const handle = { styles: [companyPagesStyles] };
export const head: ScreenHead = {
  title: `Life and Culture | ${careersTitle}`,
  description: `How we work at {site}: diversity, flexibility, Know Your Colleague and instant placement.`,
  heading: 'Committed to our Culture',
};

export const meta = metaFor(head);

export default function CulturePage() {
  const { siteName } = useSite();
  return (
    <>
      <PageHero
        eyebrow="Life at work"
        heading={useSiteText(head.heading)}
        image="/images/site/hero-culture.svg"
        lead={`Healthcare runs on trust between a patient and a doctor, a pharmacy and its neighbourhood, a lab and a worried family. At ${siteName} we build that same trust among ourselves first.`}
      />
      <ul className="feature-grid">
        <li>
          <FeatureCard heading="Diversity and Inclusion" image="/images/site/culture-diversity.svg">
            <p>
              Our teams span 14 states, nine languages and every stage of life, from interns in their first job to
              pharmacists returning after a career break. Different backgrounds make better decisions for the patients
              we serve.
            </p>
            <p>
              <Link to={pathOf('diversity')}>Our commitment to diversity, equity and inclusion</Link>
            </p>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard heading="Flexibility and Work-Life Balance" image="/images/site/culture-flexibility.svg">
            <p>
              Hybrid weeks, core hours from 11 to 4, and no meetings on Friday afternoons. Parents, carers and night
              owls plan their day around their life, not the other way round.
            </p>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard heading="Know Your Colleague" image="/images/site/culture-know-your-colleague.svg">
            <p>
              Before you accept an offer, you meet the people you will work with: a short video call with your future
              manager and two teammates, and their profiles to read at your own pace. No surprises on day one.
            </p>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard heading="Instant Placement" image="/images/site/culture-instant-placement.svg">
            <p>
              The same matching we build for doctors, pharmacies and labs powers our own hiring. Most candidates hear
              back within 48 hours, and interviews, assessment and offer fit into about two weeks.
            </p>
          </FeatureCard>
        </li>
      </ul>
      <CallToAction />
    </>
  );
}
