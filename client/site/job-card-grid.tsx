import { Link } from 'react-router';
import { openJobsText, type ShownJobCard } from '../../shared/job-cards';
import type { JobCardKind } from '../../shared/job-group-cards';
import { pathOf } from '../../shared/route-paths';
import type { JobCardsData } from '../jobs/job-cards-loader';

/** The cards of the first row (four when wide) can be in the first view: their images load at once. */
const EAGER_CARDS = 4;

/** What the cards are, in a sentence: "No team has an open job right now." */
const groupWords: Record<JobCardKind, { one: string; by: string }> = {
  categories: { one: 'job category', by: 'category' },
  teams: { one: 'team', by: 'team' },
};

/**
 * The cards of the job categories and teams pages: four per row when wide, one when narrow. Each
 * card leads to its job list and says how many open jobs that list holds; a company's card may
 * have its sentence under the heading. Without cards, a sentence says why, with a link to the list.
 */
export function JobCardGrid({ kind, data }: { kind: JobCardKind; data: JobCardsData }) {
  if (data.cards.length === 0) return <NoJobCards kind={kind} openJobs={data.openJobs} />;
  return (
    <ul className="job-card-grid">
      {data.cards.map((card, index) => (
        <li key={card.id}>
          <JobTile card={card} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

function JobTile({ card, eager }: { card: ShownJobCard; eager: boolean }) {
  const countId = `job-tile-${card.id}`;
  const textId = `job-tile-${card.id}-text`;
  return (
    <article className="job-tile">
      <img src={card.image} alt="" width={600} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className="job-tile-body">
        <h2>
          {/* The whole card is this link's target (job-cards.css); its sentence and count are read after it. */}
          <Link to={card.href} aria-describedby={card.text ? `${textId} ${countId}` : countId}>
            {card.heading}
          </Link>
        </h2>
        {card.text && (
          <p id={textId} className="job-tile-text">
            {card.text}
          </p>
        )}
        <p id={countId}>{card.count === null ? 'See the open jobs' : openJobsText(card.count)}</p>
      </div>
    </article>
  );
}

function NoJobCards({ kind, openJobs }: { kind: JobCardKind; openJobs: number | null }) {
  const words = groupWords[kind];
  return (
    <p className="job-cards-none">
      {openJobs ? (
        <>
          {`The open jobs are not listed by ${words.by}: `}
          <Link to={pathOf('jobListings')}>{`see all ${openJobs} open ${openJobs === 1 ? 'job' : 'jobs'}`}</Link>.
        </>
      ) : (
        <>
          {`No ${words.one} has an open job right now. `}
          <Link to={pathOf('jobListings')}>See the job list</Link>
        </>
      )}
    </p>
  );
}
