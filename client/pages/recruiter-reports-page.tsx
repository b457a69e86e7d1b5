import type { VoluntaryReportPage } from '../../shared/recruiter/recruiter-context';
import { fieldLabels } from '../application/field-labels';
import { RecruiterNav } from '../recruiter/recruiter-nav';
import { RecruiterProblemPage } from '../recruiter/recruiter-problem';
import { recruiterHandle, recruiterHeaders, recruiterMeta, recruiterOnly } from '../recruiter/recruiter-route';
import { type ScreenHead, recruitingTitle } from '../page-head';
import type { Route } from './+types/recruiter-reports-page';

export const handle = recruiterHandle;
export const headers = recruiterHeaders;
export const head: ScreenHead = {
  title: `Equal-opportunity report | ${recruitingTitle}`,
  description: 'Equal-opportunity and military answers as counts per job; small groups are not shown.',
  heading: 'Equal-opportunity report',
};

export const meta = recruiterMeta(head);

export function loader({ request, context }: Route.LoaderArgs): Promise<VoluntaryReportPage> {
  return recruiterOnly({ request, context }).voluntaryReport();
}

/** The questions of the voluntary steps, as the candidate read them. */
const questionLabels: Record<string, string> = { ...fieldLabels.eeo, ...fieldLabels.military };

/**
 * Applications per source: the campaign (`utm_source`), else the referral (`ref`), else the
 * Greenhouse source token (`gh_src`) of the link the candidate landed on. Where candidates come
 * from is not a voluntary answer, so no count is suppressed.
 */
function SourceCounts({ sources }: { sources: VoluntaryReportPage['sources'] }) {
  return (
    <section aria-labelledby="report-sources" className="recruiter-section report-job">
      <h2 id="report-sources">Where applications come from</h2>
      <table className="report-table">
        <caption>Applications per source (utm_source, else ref, else gh_src of the link the candidate came by)</caption>
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Applications</th>
          </tr>
        </thead>
        <tbody>
          {sources.map(({ source, applications }) => (
            <tr key={source ?? ''}>
              <th scope="row">{source ?? 'Directly (no tags)'}</th>
              <td>{applications}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const shown = (count: number | null) => (count === null ? 'Not shown' : String(count));

/**
 * `/recruiter/reports`: the equal-opportunity and military answers as counts per job only, the
 * only place recruiters see them. A count with fewer than five applications in its group or
 * outside it is suppressed on the server (server/recruiter/voluntary-report.ts).
 */
export default function RecruiterReportsPage({ loaderData }: Route.ComponentProps) {
  const { jobs, smallestShownGroup, sources } = loaderData;
  return (
    <div className="recruiter-page">
      <RecruiterNav />
      <h1>{head.heading}</h1>
      <p className="report-lead">
        Candidates answer these questions voluntarily, and their answers are kept apart from their applications: they
        are never shown next to a candidate. Here they are counted per job; a count is shown only when at least{' '}
        {smallestShownGroup} applications gave the answer and at least {smallestShownGroup} did not, so no answer can be
        traced back to a person.
      </p>
      {jobs.length === 0 && <p>No applications yet.</p>}
      {sources.length > 0 && <SourceCounts sources={sources} />}
      {jobs.map((job) => (
        <section key={job.jobId} aria-labelledby={`report-${job.jobId}`} className="recruiter-section report-job">
          <h2 id={`report-${job.jobId}`}>{job.title}</h2>
          <p>
            Applications: <strong>{shown(job.applications)}</strong>
          </p>
          {Object.entries(job.questions).map(([question, counts]) => (
            <table key={question} className="report-table">
              <caption>{questionLabels[question] ?? question}</caption>
              <thead>
                <tr>
                  <th scope="col">Answer</th>
                  <th scope="col">Applications</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(counts).map(([answer, count]) => (
                  <tr key={answer}>
                    <th scope="row">{answer}</th>
                    <td>{shown(count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </section>
      ))}
    </div>
  );
}

export { RecruiterProblemPage as ErrorBoundary };
