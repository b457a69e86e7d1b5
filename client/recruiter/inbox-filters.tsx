import { Form, Link } from 'react-router';
import { deliveryStates } from '../../shared/application/delivery';
import { applicationStatuses, statusLabels } from '../../shared/application/status';
import { deliveryLabels } from './delivery-section';
import { pathOf } from '../../shared/route-paths';

/** What the filter form shows: the filters in force, or the refused ones as they were typed. */
export type FilterValues = Partial<Record<'job' | 'status' | 'q' | 'source' | 'from' | 'to' | 'delivery', string>>;

/** A day as a date field holds it; anything else (a refused `?from=yesterday`) leaves the field empty. */
const asDay = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** Messages for filters the server refused, by name. */
function Problem({ name, fields }: { name: string; fields: Record<string, string[]> }) {
  const messages = fields[name];
  return messages ? (
    <span className="field-problem" id={`filter-${name}-problem`}>
      {messages.join(' ')}
    </span>
  ) : null;
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
  const describedBy = (name: string) => (refused[name] ? `filter-${name}-problem` : undefined);
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
      <label>
        <span className="filter-label">Status</span>
        <select
          name="status"
          defaultValue={values.status ?? ''}
          aria-invalid={refused.status ? true : undefined}
          aria-describedby={describedBy('status')}
        >
          <option value="">Any status</option>
          {applicationStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
        <Problem name="status" fields={refused} />
      </label>
      {props.deliveries && (
        <label>
          <span className="filter-label">Delivery to {props.deliveries}</span>
          <select
            name="delivery"
            defaultValue={values.delivery ?? ''}
            aria-invalid={refused.delivery ? true : undefined}
            aria-describedby={describedBy('delivery')}
          >
            <option value="">Any delivery</option>
            {deliveryStates.map((state) => (
              <option key={state} value={state}>
                {deliveryLabels[state]}
              </option>
            ))}
          </select>
          <Problem name="delivery" fields={refused} />
        </label>
      )}
      <label>
        <span className="filter-label">Source</span>
        <select
          name="source"
          defaultValue={values.source ?? ''}
          aria-invalid={refused.source ? true : undefined}
          aria-describedby={describedBy('source')}
        >
          <option value="">Any source</option>
          {sources.map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
        <Problem name="source" fields={refused} />
      </label>
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
