import { Link } from 'react-router';
import type { PageBlock } from '../../shared/site-content';
import { slugOf } from '../../shared/slug';
import { ActionLink } from './action-link';
import { BenefitSection } from './benefit-section';
import { CallToAction } from './call-to-action';
import { FeatureCard } from './feature-card';
import { FolderHtml } from './folder-html';

function Highlight({ block }: { block: Extract<PageBlock, { type: 'highlight' }> }) {
  const id = `highlight-${slugOf(block.heading, 'section')}`;
  return (
    <section className="page-highlight" aria-labelledby={id}>
      <img src={block.image} alt="" width={480} height={360} loading="lazy" decoding="async" />
      <div>
        {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
        <h2 id={id}>{block.heading}</h2>
        <FolderHtml html={block.html} />
        {block.actions.length > 0 && (
          <p className="button-row">
            {block.actions.map((action) => (
              <ActionLink key={action.href + action.label} action={action} />
            ))}
          </p>
        )}
      </div>
    </section>
  );
}

function Explore({ block }: { block: Extract<PageBlock, { type: 'explore' }> }) {
  return (
    <section className="home-section" aria-labelledby="explore-heading">
      <h2 id="explore-heading">{block.heading}</h2>
      {block.lead && <p className="section-lead">{block.lead}</p>}
      <ul className="explore-grid">
        {block.items.map(({ heading, to, image, html }) => (
          <li key={heading}>
            <article className="explore-card">
              <img src={image} alt="" width={600} height={300} loading="lazy" decoding="async" />
              <div className="explore-card-body">
                <h3>
                  <Link to={to} className="explore-link">
                    {heading}
                  </Link>
                </h3>
                <FolderHtml html={html} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One part of a folder page below its hero, as its front matter's `blocks` names it. */
export function PageBlockView({ block }: { block: PageBlock }) {
  switch (block.type) {
    case 'cards':
      return (
        <ul className="feature-grid">
          {block.items.map((card) => (
            <li key={card.heading}>
              <FeatureCard heading={card.heading} image={card.image}>
                <FolderHtml html={card.html} />
              </FeatureCard>
            </li>
          ))}
        </ul>
      );
    case 'sections':
      return (
        <div className="benefit-sections">
          {block.items.map((section) => (
            <BenefitSection key={section.heading} heading={section.heading} image={section.image} html={section.html} />
          ))}
        </div>
      );
    case 'explore':
      return <Explore block={block} />;
    case 'highlight':
      return <Highlight block={block} />;
    case 'call-to-action':
      return <CallToAction heading={block.heading} text={block.text} action={block.action} />;
    case 'text':
      return <FolderHtml className="page-prose" html={block.html} />;
  }
}
