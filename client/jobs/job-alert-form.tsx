import { Form, useActionData } from 'react-router';
import type { AlertRequestAnswer } from '../../shared/alerts/alert-pages';
import { type JobQuery, jobQueryParams } from '../../shared/job-query';
import { useSessionUser } from '../app/use-site';

/**
 * "Email me jobs like these": subscribes to the search on screen, its words and
 * filters carried as hidden fields (the order and page mean nothing to an alert). A plain post to
 * the page's own action, so it works without JavaScript; the answer is shown above the button.
 * A signed-in candidate with a verified address is not asked for one: alerts go to it. The
 * answer gives the form's fields back, so that a page rendered again (without JavaScript, after
 * an error or a request) keeps the address typed and the frequency chosen.
 */
export function JobAlertForm({ query }: { query: JobQuery }) {
  const answer = useActionData<AlertRequestAnswer>();
  const user = useSessionUser();
  const accountEmail = user?.emailVerified ? user.email : null;
  const search = [...jobQueryParams(query)].filter(([name]) => name !== 'sort' && name !== 'page');
  const emailError = answer?.status === 400 && answer.fields.email !== undefined;
  const frequency = answer?.form.frequency ?? 'weekly';

  return (
    <Form method="post" className="job-alert" preventScrollReset aria-labelledby="job-alert-title">
      <h2 id="job-alert-title">Email me jobs like these</h2>
      {search.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {accountEmail ? (
        <p>{`New matches go to ${accountEmail}.`}</p>
      ) : (
        <label>
          Email
          <input
            type="email"
            name="email"
            autoComplete="email"
            defaultValue={answer?.form.email}
            required
            maxLength={254}
            aria-invalid={emailError || undefined}
            aria-describedby={answer ? 'job-alert-answer' : undefined}
          />
        </label>
      )}
      <label>
        How often
        {/* Keyed by the answer's frequency: a default value is read once, at the first render. */}
        <select name="frequency" defaultValue={frequency} key={frequency}>
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
        </select>
      </label>
      <button type="submit">Email me</button>
      {answer && (
        <p id="job-alert-answer" role={answer.status < 300 ? 'status' : 'alert'}>
          {answer.message}
        </p>
      )}
    </Form>
  );
}
