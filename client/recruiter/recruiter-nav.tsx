import { RecruitingLinks } from './recruiting-links';

/** The recruiter pages' own navigation, above each page's heading. */
export function RecruiterNav() {
  return (
    <nav aria-label="Recruiting" className="recruiter-nav">
      <ul>
        <RecruitingLinks />
      </ul>
    </nav>
  );
}
