import type { SitePage } from '../../shared/site-content';
import { ActionLink } from './action-link';
import { CardPageIntro } from './card-page-intro';
import { PageBlockView } from './page-blocks';
import { PageHero } from './page-hero';

/** A page of the site folder: its hero (or heading), then its blocks in order. */
export function SitePageView({ page }: { page: SitePage }) {
  const { hero } = page;
  return (
    <>
      {hero ? (
        <PageHero eyebrow={hero.eyebrow} heading={hero.heading} image={hero.image} lead={hero.lead}>
          {hero.actions.length > 0 && (
            <p className="button-row">
              {hero.actions.map((action) => (
                <ActionLink
                  key={action.href + action.label}
                  action={action}
                  className={`button button-${action.style} button-large`}
                />
              ))}
            </p>
          )}
        </PageHero>
      ) : (
        <CardPageIntro heading={page.heading ?? page.title} />
      )}
      {page.blocks.map((block, index) => (
        <PageBlockView key={index} block={block} />
      ))}
    </>
  );
}
