import type { PageAction } from '../../shared/site-content';
import { ActionLink } from './action-link';

const jobOpenings: PageAction = { label: 'See job openings', href: '/joblistings', external: false, style: 'primary' };

/** The closing band of the company pages: from reading about us to the openings (or `action`). */
export function CallToAction({
  heading,
  text,
  action = jobOpenings,
}: {
  heading: string;
  text?: string;
  action?: PageAction;
}) {
  return (
    <section className="call-to-action">
      <h2>{heading}</h2>
      {text && <p>{text}</p>}
      <ActionLink action={action} className="button button-light" />
    </section>
  );
}
