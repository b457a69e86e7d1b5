import { statusLabels, type RecruiterApplication } from '../../../shared/application/status';
import { type Fact, FactList } from '../../site/fact-list';
import { useFormatMoment } from '../recruiter-dates';
import { type CandidateSource, sourceParamLabels } from '../../../shared/application/candidate-source';
import { SOURCE_PARAMS } from '../../../shared/api/candidate-enums';

/** The campaign tags the candidate landed with (`Source: linkedin · Medium: social`), or Directly. */
function SourceTags({ tags }: { tags: CandidateSource | null }) {
  if (!tags) return <>Directly (no campaign or referral tags)</>;
  return (
    <>
      {SOURCE_PARAMS.flatMap((name) => (tags[name] ? [`${sourceParamLabels[name]}: ${tags[name]}`] : [])).join(' · ')}
    </>
  );
}

/** The application at a glance, under the candidate's name: one row per fact. */
export function ApplicationFacts({ application }: { application: RecruiterApplication }) {
  const formatMoment = useFormatMoment();
  const facts: Fact[] = [
    ['Reference', application.reference],
    ['Job', application.jobTitle],
    ['Email', application.email ? <a href={`mailto:${application.email}`}>{application.email}</a> : '—'],
    ['Submitted', <time dateTime={application.submittedAt}>{formatMoment(application.submittedAt)}</time>],
    ['Status', <span className={`status-badge status-${application.status}`}>{statusLabels[application.status]}</span>],
    ['Came from', <SourceTags tags={application.sourceTags} />],
  ];
  return <FactList className="application-facts" facts={facts} />;
}
