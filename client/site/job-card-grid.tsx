import { Link } from 'react-router';
import { type JobCard, jobCardListPath, openJobsText } from '../../shared/job-cards';
import type { JobCardCounts } from '../jobs/job-card-counts';

/** The cards of the first row (four when wide) can be in the first view: their images load at once. */
const EAGER_CARDS = 4;

/**
 * The cards of the job categories and teams pages: four per row when wide, one when narrow. Each
 * card leads to the job list searched for it and says how many open jobs that list holds.
 */
export function JobCardGrid({ cards, counts }: { cards: readonly JobCard[]; counts: JobCardCounts }) {
  return (
    <ul className="job-card-grid">
      {cards.map((card, index) => {
        const count = counts?.[card.id];
        return (
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
                <h2>
                  {/* The whole card is this link's target (job-cards.css); the count is read after it. */}
                  <Link to={jobCardListPath(card)} aria-describedby={`job-tile-${card.id}`}>
                    {card.heading}
                  </Link>
                </h2>
                <p id={`job-tile-${card.id}`}>{count === undefined ? 'See the open jobs' : openJobsText(count)}</p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
