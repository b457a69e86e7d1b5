import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { SubmittedApplication } from '../../shared/application/draft';
import { pathOf } from '../../shared/route-paths';
import { useSite } from '../app/use-site';

/**
 * That the candidate has applied to this job: the thank-you right after submission, and what
 * every step shows from then on instead of a form whose answers could no longer go anywhere.
 * Right after the click it takes the focus and scrolls into view: the review above it was
 * long, and the button that was pressed has gone.
 */
export function AppliedNotice({
  submitted,
  submittedOn,
  justSubmitted = false,
}: {
  submitted: SubmittedApplication;
  /** The day, as the review step writes it; the other steps leave it out (it would add the date formatting to every step's code). */
  submittedOn?: ReactNode;
  justSubmitted?: boolean;
}) {
  const { sendsEmail } = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!justSubmitted) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [justSubmitted]);
  return (
    <section className="confirmation" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {justSubmitted ? 'Thank you for applying' : 'You have applied to this job'}
      </h2>
      <p>Your application has been submitted. Please keep your reference number:</p>
      <p className="reference">{submitted.reference}</p>
      <p>
        {submittedOn && <>Submitted on {submittedOn}.</>}
        {/* Said only where it is true: without SMTP_URL the server writes emails to files. The
            confirmation leaves through the outbox, seconds later or once the mail server is back. */}
        {sendsEmail &&
          ' A confirmation is on its way to your email; the hiring team may email you about the next steps.'}
      </p>
      <h3>What next?</h3>
      <ul className="confirmation-next">
        <li>
          <Link to={pathOf('applications')}>Follow your application on My applications</Link>
        </li>
        <li>
          <Link to={pathOf('jobListings')}>Back to job openings</Link>
        </li>
        <li>
          <Link to={pathOf('home')}>Back to the careers home page</Link>
        </li>
      </ul>
    </section>
  );
}
