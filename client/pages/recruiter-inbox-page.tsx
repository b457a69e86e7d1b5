import { useRef } from 'react';
import { data, Link, useLocation } from 'react-router';
import { applicationStatuses } from '../../shared/api/recruiter-enums';
import { statusLabels } from '../../shared/application/status';
import type { InboxPage } from '../../shared/recruiter/recruiter-context';
import { useFocusOnChange } from '../app/use-focus-on-change';
import { type FilterValues, InboxFilterForm } from '../recruiter/inbox-filters';
import { deliveryLabels } from '../recruiter/delivery-section';
import { applicationPath, csvPath, inboxPath } from '../recruiter/inbox-links';
import { useFormatMoment } from '../recruiter/recruiter-dates';
import { RecruiterNav } from '../recruiter/recruiter-nav';
import { RecruiterProblemPage } from '../recruiter/recruiter-problem';
import { recruiterHandle, recruiterHeaders, recruiterMeta, recruiterOnly } from '../recruiter/recruiter-route';
import { type ScreenHead, recruitingTitle } from '../page-head';
import type { Route } from './+types/recruiter-inbox-page';

export const handle = recruiterHandle;
export const headers = recruiterHeaders;
export const head: ScreenHead = {
  title: `Applications | ${recruitingTitle}`,
  description: 'The applications received, newest first, with filters, counts per status and a CSV export.',
  heading: 'Applications',
};

export const meta = recruiterMeta(head);

type InboxData = ({ page: InboxPage } | { refused: Record<string, string[]>; values: FilterValues }) & {
  /** The ATS applications are delivered into (its name), for the Delivery column and filter; null: none. */
  deliveriesTo: string | null;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const recruiter = recruiterOnly({ request, context });
  const query = new URL(request.url).searchParams;
  const outcome = await recruiter.inbox(query);
  if ('invalid' in outcome) {
    const values = Object.fromEntries(
      ['job', 'status', 'q', 'source', 'from', 'to', 'delivery'].map((name) => [name, query.get(name) ?? '']),
    );
    return data<InboxData>({ refused: outcome.invalid, values, deliveriesTo: recruiter.deliveriesTo }, { status: 400 });
  }
  return { ...outcome, deliveriesTo: recruiter.deliveriesTo } satisfies InboxData;
}

/** Counts per status under the other filters; each is a link to that status. */
function StatusCounts({ page }: { page: InboxPage }) {
  const { filters, counts } = page;
  const all = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const entries = [
    { status: undefined, label: 'All', count: all },
    ...applicationStatuses
      .filter((status) => status !== 'erased' || counts.erased)
      .map((status) => ({ status, label: statusLabels[status], count: counts[status] ?? 0 })),
  ];
  return (
    <nav aria-label="Applications by status" className="status-counts">
      <ul>
        {entries.map(({ status, label, count }) => (
          <li key={label}>
            <Link
              to={inboxPath({ ...filters, status, page: 1 })}
              aria-current={filters.status === status ? 'page' : undefined}
            >
              {label} <span className="status-count">{count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pagination({ page }: { page: InboxPage }) {
  const { filters, total, pageSize } = page;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1 && filters.page === 1) return null;
  return (
    <nav aria-label="Pages of applications" className="inbox-pages">
      {filters.page > 1 ? (
        <Link to={inboxPath({ ...filters, page: Math.min(filters.page - 1, pages) })} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>
        Page {filters.page} of {pages}
      </span>
      {filters.page < pages ? (
        <Link to={inboxPath({ ...filters, page: filters.page + 1 })} rel="next">
          Next
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}

function ApplicationsTable({ page, deliveriesTo }: { page: InboxPage; deliveriesTo: string | null }) {
  const formatMoment = useFormatMoment();
  if (page.applications.length === 0) {
    return <p className="inbox-empty">No applications match these filters.</p>;
  }
  return (
    <table className="inbox-table">
      <caption className="visually-hidden">Applications, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Candidate</th>
          <th scope="col">City</th>
          <th scope="col">Reference</th>
          <th scope="col">Job</th>
          <th scope="col">Submitted</th>
          <th scope="col">Status</th>
          {deliveriesTo && <th scope="col">Delivery to {deliveriesTo}</th>}
        </tr>
      </thead>
      <tbody>
        {page.applications.map((application) => (
          <tr key={application.id}>
            <th scope="row" data-label="Candidate">
              <Link to={applicationPath(application.id)}>{application.name || application.reference}</Link>
              <span className="inbox-email">{application.email}</span>
            </th>
            <td data-label="City">{application.city || '—'}</td>
            <td data-label="Reference">{application.reference}</td>
            <td data-label="Job">{application.jobTitle}</td>
            <td data-label="Submitted">
              <time dateTime={application.submittedAt}>{formatMoment(application.submittedAt)}</time>
            </td>
            <td data-label="Status">
              <span className={`status-badge status-${application.status}`}>{statusLabels[application.status]}</span>
            </td>
            {deliveriesTo && (
              <td data-label={`Delivery to ${deliveriesTo}`}>
                {application.deliveryState ? (
                  <span className={`delivery-badge delivery-${application.deliveryState}`}>
                    {deliveryLabels[application.deliveryState]}
                  </span>
                ) : (
                  '—'
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `/recruiter`: the applications received, newest first, filtered in the URL, 50 a page. */
export default function RecruiterInboxPage({ loaderData }: Route.ComponentProps) {
  const inbox = loaderData;
  // The form's fields are uncontrolled: a new query (Clear, a status link, Back) renders them anew.
  const { search, key } = useLocation();
  // After a filter, a status link or a page: the focus goes to how many match (or why the
  // filters were refused), not to <body> (the form is rendered anew, its button with it).
  const outcome = useRef<HTMLParagraphElement>(null);
  useFocusOnChange(outcome, key);
  return (
    <div className="recruiter-page">
      <RecruiterNav />
      <h1>{head.heading}</h1>
      {'refused' in inbox ? (
        <>
          <p role="alert" className="form-problem" ref={outcome} tabIndex={-1}>
            Some filters are not valid. Correct them and apply the filters again.
          </p>
          <InboxFilterForm
            key={search}
            values={inbox.values}
            jobs={[]}
            refused={inbox.refused}
            deliveries={inbox.deliveriesTo ?? undefined}
          />
        </>
      ) : (
        <>
          <InboxFilterForm
            key={search}
            values={inbox.page.filters}
            jobs={inbox.page.jobs}
            sources={inbox.page.sources}
            deliveries={inbox.deliveriesTo ?? undefined}
          />
          <StatusCounts page={inbox.page} />
          <div className="inbox-summary">
            <p role="status" ref={outcome} tabIndex={-1}>
              {inbox.page.total === 1 ? '1 application matches' : `${inbox.page.total} applications match`}
            </p>
            {/* A download: the export answers with Content-Disposition: attachment. */}
            <a href={csvPath(inbox.page.filters)}>Download these as CSV</a>
          </div>
          <ApplicationsTable page={inbox.page} deliveriesTo={inbox.deliveriesTo} />
          <Pagination page={inbox.page} />
        </>
      )}
    </div>
  );
}

export { RecruiterProblemPage as ErrorBoundary };
