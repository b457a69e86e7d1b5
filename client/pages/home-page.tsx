import { Link } from 'react-router';
import { pathOf, screenPaths } from '../../shared/route-paths';
import { useSite, useSiteText } from '../app/use-site';
import { PageHero } from '../site/page-hero';
import homeStyles from '../site/home.css?url';
import { type ScreenHead, metaFor } from '../page-head';

export const handle = { styles: [homeStyles] };
export const head: ScreenHead = {
  title: `Careers at {site}: Join Us for Transformation`,
  description: `Join {site}: browse open roles, meet our teams and get placed instantly with Know Your Colleague.`,
  heading: 'Instant placement with Know Your Colleague',
};

export const meta = metaFor(head);

// The original's Teams and Locations cards link to /jobs, the other reading of the job list's path.
const jobsPath = screenPaths.jobListings[1];

const explore = [
  {
    heading: 'Teams',
    to: jobsPath,
    image: '/images/site/explore-teams.svg',
    text: 'From clinical operations to engineering and partner support, meet the teams that keep care moving.',
  },
  {
    heading: 'Job Categories',
    to: pathOf('jobListings'),
    image: '/images/site/explore-categories.svg',
    text: 'Software, data, supply chain, marketing, finance and more: browse openings by the work you love.',
  },
  {
    heading: 'Locations',
    to: jobsPath,
    image: '/images/site/explore-locations.svg',
    text: 'Mumbai, Bengaluru, Pune, Hyderabad, New Delhi or remote: work where your life works.',
  },
];

export default function HomePage() {
  const { siteName } = useSite();
  return (
    <>
      <PageHero
        className="home-hero"
        eyebrow={`Careers at ${siteName}`}
        heading={useSiteText(head.heading)}
        image="/images/site/hero-home.svg"
        lead={`Meet the people you will work with before your first day, and get placed in days, not months. ${siteName} connects doctors, pharmacists and lab professionals with hospitals, pharmacies and labs across India, and we are looking for people to build it with us.`}
      >
        <Link className="button button-primary button-large" to={pathOf('culture')}>
          {/* The visible words alone say nothing out of context (Lighthouse's link-text audit). */}
          <span>Learn more</span>
          <span className="visually-hidden"> about our culture</span>
        </Link>
      </PageHero>

      <section className="home-section" aria-labelledby="explore-heading">
        <h2 id="explore-heading">Explore Opportunities</h2>
        <p className="section-lead">
          Find where you fit: by team, by the kind of work you do, or by the city you call home.
        </p>
        <ul className="explore-grid">
          {explore.map(({ heading, to, image, text }) => (
            <li key={heading}>
              <article className="explore-card">
                <img src={image} alt="" width={600} height={300} loading="lazy" decoding="async" />
                <div className="explore-card-body">
                  <h3>
                    <Link to={to} className="explore-link">
                      {heading}
                    </Link>
                  </h3>
                  <p>{text}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section think-learn" aria-labelledby="think-learn-heading">
        <img src="/images/site/think-learn.svg" alt="" width={480} height={360} loading="lazy" decoding="async" />
        <div>
          <h2 id="think-learn-heading">Think and Learn</h2>
          <p>
            Healthcare changes every week, and so do we. Every {siteName} employee gets a yearly learning budget, a
            mentor, and a seat at our Friday case rounds, where a pharmacist, a lab manager or one of our engineers
            walks through a real problem we solved and what we would do differently.
          </p>
          <p>Curious minds grow fast here. Read how we work, or see what our people write about.</p>
          <p className="button-row">
            <Link className="button button-primary" to={pathOf('culture')}>
              <span>Read More</span>
              <span className="visually-hidden"> about how we work</span>
            </Link>
            <Link className="button button-outline" to={pathOf('blogList')}>
              Visit our blog
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
