import { Form, useActionData, useNavigation } from 'react-router';
import type { RecruiterApplication } from '../../../shared/application/status';
import { useFormatMoment } from '../recruiter-dates';
import type { ActionData } from './application-action';
import { PostProblem } from './post-problem';

/** The hiring team's private notes, and the form that adds one. */
export function NotesSection({ application }: { application: RecruiterApplication }) {
  const formatMoment = useFormatMoment();
  const navigation = useNavigation();
  const posted = useActionData<ActionData>();
  const saving = navigation.state === 'submitting' && navigation.formData?.has('note');
  const notes = application.history.filter((event) => event.kind === 'note');
  return (
    <section aria-labelledby="notes-heading" className="recruiter-section">
      <h2 id="notes-heading">Private notes</h2>
      <p className="form-hint">Only the hiring team sees notes; the candidate never does.</p>
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="notes">
          {notes.map((note, index) => (
            <li key={`${note.at}-${index}`}>
              <p className="note-text">{note.note}</p>
              <p className="note-meta">
                {note.actor}, <time dateTime={note.at}>{formatMoment(note.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {application.status !== 'erased' && (
        // A new key after each saved note empties the box.
        <Form method="post" className="note-form" key={notes.length}>
          <label htmlFor="note-text">Add a note</label>
          <textarea
            id="note-text"
            name="note"
            rows={4}
            maxLength={5000}
            required
            aria-describedby={posted?.change === 'note' ? 'note-problem' : undefined}
          />
          <PostProblem change="note" id="note-problem" />
          <button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Add note'}
          </button>
        </Form>
      )}
    </section>
  );
}
