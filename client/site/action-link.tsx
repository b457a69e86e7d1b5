import { Link } from 'react-router';
import type { PageAction } from '../../shared/site-content';
import { ExternalLink } from './external-link';

/** A button of a page: a link here, or a new tab for an address elsewhere. */
export function ActionLink({
  action,
  className = `button button-${action.style}`,
}: {
  action: PageAction;
  className?: string;
}) {
  const words = (
    <>
      <span>{action.label}</span>
      {/* The visible words alone may say nothing out of context (Lighthouse's link-text audit). */}
      {action.hiddenText && <span className="visually-hidden"> {action.hiddenText}</span>}
    </>
  );
  return action.external ? (
    <ExternalLink href={action.href} className={className}>
      {words}
    </ExternalLink>
  ) : (
    <Link className={className} to={action.href}>
      {words}
    </Link>
  );
}
