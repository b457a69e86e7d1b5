import type { JobCard } from '../../shared/job-cards';

/** The static cards of the job categories and teams pages: four per row when wide, one when narrow. */
export function JobCardGrid({ cards }: { cards: readonly JobCard[] }) {
  return (
    <ul className="job-card-grid">
      {cards.map((card) => (
        <li key={card.id}>
          <article className="job-tile">
            <img src={card.image} alt="" width={600} height={300} loading="lazy" decoding="async" />
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
