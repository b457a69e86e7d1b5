import type { Screen } from '../../shared/route-paths';
import { screenHeads } from '../page-heads';
import { useSiteText } from './use-site';

/** A page's heading and lead text: the same words as its title and description (page-heads.ts). */
export function PageIntro({ screen }: { screen: Screen }) {
  const { heading, description } = screenHeads[screen];
  return (
    <section className="page-intro">
      <h1>{useSiteText(heading)}</h1>
      <p>{useSiteText(description)}</p>
    </section>
  );
}
