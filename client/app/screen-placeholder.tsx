import type { Screen } from '../../shared/route-paths';
import { screenHeads } from '../page-heads';

/** A page's heading and lead text, until the page's own issue fills in its body. */
export function ScreenPlaceholder({ screen }: { screen: Screen }) {
  const { heading, description } = screenHeads[screen];
  return (
    <section className="page-intro">
      <h1>{heading}</h1>
      <p>{description}</p>
    </section>
  );
}
