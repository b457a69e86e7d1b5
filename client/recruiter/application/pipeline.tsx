import { recruiterStatuses } from '../../../shared/api/recruiter-enums';
import { type ApplicationStatus, statusLabels } from '../../../shared/application/status';

const pipeline = recruiterStatuses.filter((status) => status !== 'rejected');

/** Where the application stands on new → in review → interview → offer → hired (or rejected, withdrawn). */
export function Pipeline({ status }: { status: ApplicationStatus }) {
  const reached = pipeline.indexOf(status as (typeof pipeline)[number]);
  return (
    <ol className="pipeline">
      {pipeline.map((step, index) => (
        <li
          key={step}
          className={index < reached ? 'is-done' : index === reached ? 'is-current' : undefined}
          aria-current={index === reached ? 'step' : undefined}
        >
          {statusLabels[step]}
        </li>
      ))}
      {reached === -1 && (
        <li className="is-current is-off-pipeline" aria-current="step">
          {statusLabels[status]}
        </li>
      )}
    </ol>
  );
}
