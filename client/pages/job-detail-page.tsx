import { formatCalendarDate } from '../../shared/dates';
import { Link } from 'react-router';
import { jobs } from '../../shared/jobs';
import { pathOf } from '../../shared/route-paths';
import { DEFAULT_SITE_NAME, withSiteName } from '../../shared/site';
import { useSite } from '../app/use-site';
import { ecommerceInternship as posting } from '../site/ecommerce-internship';
import { ExternalLink } from '../site/external-link';
import { jobPostingSchema } from '../site/job-posting-schema';
import { jobBoardLink } from '../../shared/site';
import { sampleJobLoader } from '../jobs/job-data';
import { JobDetailLayout } from '../jobs/job-detail-layout';
import jobDetailStyles from '../site/job-detail.css?url';
import { metaOf, type ScreenHead, careersTitle } from '../page-head';
import type { Route } from './+types/job-detail-page';

export const handle = { styles: [jobDetailStyles] };
export const loader = sampleJobLoader;
// The posting as structured data, which Google for Jobs reads.
export const head: ScreenHead = {
  title: `E-commerce Brand Specialist Intern | ${careersTitle}`,
  description: `Grow e-commerce brands as an intern at {site}: responsibilities, qualifications and how to apply.`,
  heading: 'E-commerce Brand Specialist Intern',
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteName = matches[0]?.loaderData?.site.siteName ?? DEFAULT_SITE_NAME;
  return metaOf(head, matches, jobPostingSchema(posting, siteName));
};

const relatedJobs = posting.relatedJobIds.flatMap((id) => jobs.find((job) => job.id === id) ?? []);

function ApplyNow() {
  return (
    <Link className="button button-primary button-large" to={pathOf('signIn')}>
      Apply Now
    </Link>
  );
}

export default function JobDetailPage() {
  const { siteName, jobBoardUrl } = useSite();
  // Without the page's script, the posting's copy on the job board is what gets shared.
  const pageUrl = jobBoardLink(jobBoardUrl, '/jobs/e-commerce-brand-specialist-intern');
  const details: [string, string][] = [
    ['Job ID', posting.jobId],
    ['Location', `${posting.locality}, ${posting.region}`],
    ['Workplace', posting.workplace],
    ['Department', posting.department],
    ['Job type', posting.type],
    ['Duration', posting.duration],
    ['Hours', posting.hours],
    ['Stipend', posting.stipend.text],
    ['Posted', formatCalendarDate(posting.datePosted)],
    ['Apply by', posting.validThroughText],
  ];

  return (
    <JobDetailLayout
      title={posting.title}
      image={{ src: '/images/site/job-ecommerce.svg', alt: '', width: 480, height: 360 }}
      eyebrow={
        <>
          {posting.department} · {posting.type}
        </>
      }
      meta={
        <>
          {siteName} · {posting.locality}, {posting.region} · Posted{' '}
          <time dateTime={posting.datePosted}>{formatCalendarDate(posting.datePosted)}</time>
        </>
      }
      apply={<ApplyNow />}
      facts={details}
      share={{ url: pageUrl, text: `${posting.title} at ${siteName}` }}
      related={relatedJobs.map((job) => (
        <li key={job.id}>
          <ExternalLink href={jobBoardLink(jobBoardUrl, job.link)}>{job.title}</ExternalLink>
          <span>
            {job.location} · {job.type}
          </span>
        </li>
      ))}
    >
      <section aria-labelledby="job-description">
        <h2 id="job-description">Description</h2>
        {posting.summary.map((paragraph) => (
          <p key={paragraph}>{withSiteName(paragraph, siteName)}</p>
        ))}
        <h3>What you will do</h3>
        <ul className="check-list">
          {posting.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="job-qualifications">
        <h2 id="job-qualifications">Basic qualifications</h2>
        <ul className="check-list">
          {posting.qualifications.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="job-process">
        <h2 id="job-process">Application and assessment process</h2>
        <ol className="process-steps">
          {posting.process.map(({ step, text }) => (
            <li key={step}>
              <h3>{step}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </section>
    </JobDetailLayout>
  );
}
