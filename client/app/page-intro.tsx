import type { ScreenHead } from '../page-head';
import { useSite, useSiteText } from './use-site';

/** A page's heading and lead text: the same words as its title and description (the route module's `head`). */
export function PageIntro({ head: { heading, description, siteText } }: { head: ScreenHead }) {
  const { texts } = useSite();
  return (
    <section className="page-intro">
      <h1>{useSiteText(heading)}</h1>
      <p>{useSiteText(siteText ? texts[siteText] : description)}</p>
    </section>
  );
}
