import type { Screen } from '../../shared/route-paths';
import { screenHeads } from '../page-heads';
import { useSiteText } from './use-site';

/** A page's heading and lead text, until the page's own issue fills in its body. */
export function ScreenPlaceholder({ screen }: { screen: Screen }) {
  const { heading, description } = screenHeads[screen];
  return (
    <section className="page-intro">
      <h1>{useSiteText(heading)}</h1>
      <p>{useSiteText(description)}</p>
    </section>
  );
}
