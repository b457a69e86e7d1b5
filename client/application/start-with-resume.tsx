import { type FormEvent, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';

/** The upload's code, loaded when a file is sent: the first step's page loads without it. */
const uploading = () =>
  Promise.all([import('./application-api'), import('./resume-file-check'), import('../../shared/http-error')]).then(
    ([api, check, errors]) => ({ ...api, ...check, ...errors }),
  );

/**
 * "Start with your resume", offered on the first step until a resume is uploaded: the resume is
 * read and the steps fill in with what it says (marked for checking). Without JavaScript it is a
 * multipart form post to the step's action, which stores it as the Resume step's does and comes
 * back to the step; with it, the JSON API is called, the upload shows its progress and the form
 * fills in without a reload. `refused`: the message of an upload posted without JavaScript.
 */
export function StartWithResume({ refused, hasResume }: { refused?: string; hasResume: boolean }) {
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const fileInput = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(refused ?? null);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (busy) return;
    setBusy(true);
    try {
      const { uploadResume, problemWithResume, uploadProgressText, HttpError } = await uploading();
      const problemFound = file ? problemWithResume(file) : 'Please choose your resume: one PDF file of at most 5 MB.';
      setProblem(problemFound);
      if (!file || problemFound) return;
      setStatus(uploadProgressText(file.name, 0));
      try {
        await uploadResume(file, (sent) => setStatus(uploadProgressText(file.name, sent)));
        await revalidator.revalidate();
        setStatus(`${file.name} is uploaded.`);
        // The form gives way to the step filled in: focus goes to what happened, not to <body>.
        requestAnimationFrame(() => done.current?.focus());
      } catch (error) {
        setStatus('');
        setProblem(error instanceof HttpError ? error.message : 'The upload did not work. Please try again.');
      }
    } catch {
      setProblem('The upload could not start. Please check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  // Once a resume is there the box is not offered again; what the upload did stays said.
  if (hasResume) {
    return status ? (
      <p ref={done} tabIndex={-1} role="status" className="upload-status">
        {status}
      </p>
    ) : null;
  }

  return (
    <section className="start-with-resume" aria-labelledby="start-with-resume-title">
      <h2 id="start-with-resume-title">Start with your resume</h2>
      <p>Upload your resume and we fill in your contact details and education from it, for you to check.</p>
      <form method="post" action={pathname} encType="multipart/form-data" onSubmit={upload} noValidate>
        <div className="field">
          <label htmlFor="start-resume-file">Your resume</label>
          <p id="start-resume-file-hint" className="field-hint">
            PDF only, 5 MB maximum.
          </p>
          <input
            ref={fileInput}
            id="start-resume-file"
            name="resume"
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'start-resume-file-hint start-resume-file-error' : 'start-resume-file-hint'}
          />
        </div>
        <button type="submit" className="wizard-button secondary" aria-disabled={busy || undefined}>
          Upload and fill in
        </button>
      </form>
      <p id="start-resume-file-error" role="alert" className="field-error">
        {problem}
      </p>
      <p role="status" className="upload-status">
        {status}
      </p>
    </section>
  );
}
