import { Form, Link } from 'react-router';
import { applicationStatuses, deliveryStates } from '../../shared/api/recruiter-enums';
import { statusLabels } from '../../shared/application/status';
import { deliveryLabels } from './delivery-section';
import { pathOf } from '../../shared/route-paths';

/** What the filter form shows: the filters in force, or the refused ones as they were typed. */
export type FilterValues = Partial<Record<'job' | 'status' | 'q' | 'source' | 'from' | 'to' | 'delivery', string>>;

/** A day as a date field holds it; anything else (a refused `?from=yesterday`) leaves the field empty. */
const asDay = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** The id of a refused filter's messages, which its field is described by; none when it was not refused. */
const problemId = (name: string, refused: Record<string, string[]>) =>
  refused[name] ? `filter-${name}-problem` : undefined;

/** Messages for filters the server refused, by name. */
function Problem({ name, fields }: { name: string; fields: Record<string, string[]> }) {
  const messages = fields[name];
  return messages ? (
    <span className="field-problem" id={problemId(name, fields)}>
      {messages.join(' ')}
    </span>
  ) : null;
}

/** A filter chosen from a list (`choices`: value and label), "any" first, with its refusal if refused. */
function ChoiceFilter(props: {
  name: string;
  label: string;
  anyLabel: string;
  choices: [value: string, label: string][];
  value: string | undefined;
  refused: Record<string, string[]>;
}) {
  const { name, refused } = props;
  return (
    <label>
      <span className="filter-label">{props.label}</span>
      <select
        name={name}
        defaultValue={props.value ?? ''}
        aria-invalid={refused[name] ? true : undefined}
        aria-describedby={problemId(name, refused)}
      >
        <option value="">{props.anyLabel}</option>
        {props.choices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <Problem name={name} fields={refused} />
    </label>
  );
}

/**
 * The inbox's filters as a GET form: they live in the URL (bookmarks, Back, sharing with a
 * colleague), and work alike with and without JavaScript. Applying them starts at page 1.
 */
export function InboxFilterForm(props: {
  values: FilterValues;
  jobs: { id: string; title: string }[];
  /** The sources applications came from (utm_source, else ref, else gh_src). */
  sources?: string[];
  refused?: Record<string, string[]>;
  /** The ATS applications are delivered into (its name), offering the delivery filter; unset: none. */
  deliveries?: string;
}) {
  const { values, refused = {} } = props;
  // A job in the URL that has no applications (yet) stays chosen.
  const jobs =
    values.job && !props.jobs.some((job) => job.id === values.job)
      ? [...props.jobs, { id: values.job, title: values.job }]
      : props.jobs;
  // Likewise a source in the URL that no application has.
  const sources =
    values.source && !props.sources?.includes(values.source)
      ? [...(props.sources ?? []), values.source]
      : (props.sources ?? []);
  const describedBy = (name: string) => problemId(name, refused);
  return (
    <Form method="get" action={pathOf('recruiterInbox')} className="inbox-filters" role="search">
      <label className="inbox-search">
        <span className="filter-label">Name, email or reference</span>
        <input
          type="search"
          name="q"
          defaultValue={values.q ?? ''}
          maxLength={200}
          aria-invalid={refused.q ? true : undefined}
          aria-describedby={describedBy('q')}
        />
        <Problem name="q" fields={refused} />
      </label>
      <label>
        <span className="filter-label">Job</span>
        <select name="job" defaultValue={values.job ?? ''}>
          <option value="">All jobs</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </select>
      </label>
      <ChoiceFilter
        name="status"
        label="Status"
        anyLabel="Any status"
        choices={applicationStatuses.map((status) => [status, statusLabels[status]])}
        value={values.status}
        refused={refused}
      />
      {props.deliveries && (
        <ChoiceFilter
          name="delivery"
          label={`Delivery to ${props.deliveries}`}
          anyLabel="Any delivery"
          choices={deliveryStates.map((state) => [state, deliveryLabels[state]])}
          value={values.delivery}
          refused={refused}
        />
      )}
      <ChoiceFilter
        name="source"
        label="Source"
        anyLabel="Any source"
        choices={sources.map((source) => [source, source])}
        value={values.source}
        refused={refused}
      />
      <label>
        <span className="filter-label">Submitted from</span>
        <input
          type="date"
          name="from"
          defaultValue={asDay(values.from)}
          aria-invalid={refused.from ? true : undefined}
          aria-describedby={describedBy('from')}
        />
        <Problem name="from" fields={refused} />
      </label>
      <label>
        <span className="filter-label">Submitted to</span>
        <input
          type="date"
          name="to"
          defaultValue={asDay(values.to)}
          aria-invalid={refused.to ? true : undefined}
          aria-describedby={describedBy('to')}
        />
        <Problem name="to" fields={refused} />
      </label>
      <div className="inbox-filter-actions">
        <button type="submit">Apply filters</button>
        <Link to={pathOf('recruiterInbox')}>Clear</Link>
      </div>
    </Form>
  );
}
