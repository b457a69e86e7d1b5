import { type ApplicationStatus, type RecruiterApplication, statusLabels } from '../../../shared/application/status';
import { useFormatMoment } from '../recruiter-dates';

/** What the history says of a status email (StatusEmailEvent). */
const emailEventText: Record<string, string> = {
  scheduled: 'chose to send the candidate the email about it',
  withheld: 'chose not to email the candidate about it',
  cancelled: 'took back the email to the candidate before it left',
};

/** Who changed what and when: every status change and note, oldest first. */
export function AuditTrail({ application }: { application: RecruiterApplication }) {
  const formatMoment = useFormatMoment();
  const label = (status: string | null) => (status ? (statusLabels[status as ApplicationStatus] ?? status) : '—');
  return (
    <section aria-labelledby="history-heading" className="recruiter-section">
      <h2 id="history-heading">History</h2>
      <ol className="audit-trail">
        <li>
          <time dateTime={application.submittedAt}>{formatMoment(application.submittedAt)}</time>: submitted by the
          candidate
        </li>
        {application.history.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at}>{formatMoment(event.at)}</time>: {event.actor}{' '}
            {event.kind === 'status'
              ? `moved it from ${label(event.fromStatus)} to ${label(event.toStatus)}`
              : event.kind === 'email'
                ? (emailEventText[event.note ?? ''] ?? 'changed the status email')
                : 'added a note'}
          </li>
        ))}
      </ol>
    </section>
  );
}
