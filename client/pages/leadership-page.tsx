import { useSite, useSiteText } from '../app/use-site';
import { CallToAction } from '../site/call-to-action';
import { FeatureCard } from '../site/feature-card';
import { PageHero } from '../site/page-hero';
import companyPagesStyles from '../site/company-pages.css?url';
import { type ScreenHead, careersTitle, metaFor } from '../page-head';

export const handle = { styles: [companyPagesStyles] };
export const head: ScreenHead = {
  title: `Leadership Principles | ${careersTitle}`,
  description: `The principles our leaders at {site} live by, starting with Citizens Obsession.`,
  heading: 'Leadership Principles',
};

export const meta = metaFor(head);

export default function LeadershipPage() {
  const { siteName } = useSite();
  return (
    <>
      <PageHero
        eyebrow="How we lead"
        heading={useSiteText(head.heading)}
        image="/images/site/hero-leadership.svg"
        lead={`Everyone at ${siteName} is a leader of something: a shift roster, a partner pharmacy, a line of code. These principles guide how we decide, whatever our title.`}
      />
      <section className="principle-highlight" aria-labelledby="citizens-obsession">
        <img
          src="/images/site/leadership-citizens-obsession.svg"
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
        />
        <div>
          <p className="eyebrow">Our first principle</p>
          <h2 id="citizens-obsession">Citizens Obsession</h2>
          <p>
            Behind every placement is a citizen who needs care: a patient waiting for a test result, a family looking
            for a pharmacy that is open at night, a village clinic that needs a doctor on Monday. Leaders start with
            those people and work backwards.
          </p>
          <p>
            We measure ourselves by their outcomes, not by our activity: how fast a clinic gets the right doctor, and
            how often a patient gets what they came for.
          </p>
        </div>
      </section>
      <ul className="feature-grid">
        <li>
          <FeatureCard heading="Learn with Curiosity" image="/images/site/leadership-curiosity.svg">
            <p>
              Leaders are never done learning. They ask the pharmacist, the lab technician and the new intern what they
              see, and they change their mind when the facts change.
            </p>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard heading="Hire and Develop the Best" image="/images/site/leadership-hire-develop.svg">
            <p>
              Leaders raise the bar with every hire and take coaching seriously. They celebrate when someone on their
              team outgrows them and moves on to something bigger.
            </p>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard heading="Think Big Innovate and Simplify" image="/images/site/leadership-think-big.svg">
            <p>
              Placing a doctor used to take months of calls and paperwork. Leaders imagine how it could take a day, then
              remove steps instead of adding them.
            </p>
          </FeatureCard>
        </li>
        <li>
          <FeatureCard heading="Earn Trust" image="/images/site/leadership-earn-trust.svg">
            <p>
              Leaders listen, speak candidly and treat others with respect. They admit mistakes openly, fix them
              quickly, and keep the promises made to candidates and partners.
            </p>
          </FeatureCard>
        </li>
      </ul>
      <CallToAction />
    </>
  );
}
