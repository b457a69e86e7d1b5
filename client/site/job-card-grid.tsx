import type { JobCard } from '../../shared/job-cards';

/** The cards of the first row (four when wide) can be in the first view: their images load at once. */
const EAGER_CARDS = 4;

/** The static cards of the job categories and teams pages: four per row when wide, one when narrow. */
export function JobCardGrid({ cards }: { cards: readonly JobCard[] }) {
  return (
    <ul className="job-card-grid">
      {cards.map((card, index) => (
        <li key={card.id}>
          <article className="job-tile">
            <img
              src={card.image}
              alt=""
              width={600}
              height={300}
              loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
              decoding="async"
            />
            <div className="job-tile-body">
              <h2>{card.heading}</h2>
              <p>{card.detail}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
