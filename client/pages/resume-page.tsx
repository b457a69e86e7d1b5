import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { HttpError } from '../../shared/http-error';
import { chooseLastResume, removeResume, uploadResume } from '../application/application-api';
import {
  REMOVE_RESUME,
  RESUME_FORM_FIELD,
  USE_LAST_RESUME,
  resumeAction as action,
  resumeHandle as handle,
} from '../application/resume-route';
import { problemWithResume, uploadProgressText } from '../application/resume-file-check';
import { StepForm } from '../application/step-form';
import { DayOf } from '../candidate/day-of';
import { useStepForm } from '../application/use-step-form';
import { WizardLayout } from '../application/wizard-layout';
import {
  stepClientAction as clientAction,
  stepLoader as loader,
  stepShouldRevalidate as shouldRevalidate,
} from '../application/step-route';
import { metaFor, stepHead } from '../page-head';
import type { Draft } from '../../shared/application/draft';
import type { Route } from './+types/resume-page';

export { loader, action, clientAction, shouldRevalidate, handle };
export const head = stepHead('resume', { heading: 'Resume', about: 'upload your resume as a PDF of at most 5 MB.' });

export const meta = metaFor(head);

const importSources = ['LinkedIn', 'OneDrive', 'Google Drive', 'Dropbox'];

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What the resume's reading did for the steps: filled the ones not saved, or nothing (no text). */
function ReadingSummary({
  fromResume,
  carried,
}: {
  fromResume: NonNullable<Draft['fromResume']>;
  /** The steps that start from the last application instead (carry-over). */
  carried: Partial<Record<'contact' | 'education', unknown>>;
}) {
  if (!fromResume.read) {
    return fromResume.unread === 'no_text' ? (
      <p>We found no text in it (a scanned page has none): the steps are yours to fill in.</p>
    ) : (
      <p>We could not read it: the steps are yours to fill in.</p>
    );
  }
  const filled = [
    fromResume.steps.contact && !carried.contact && 'Contact information',
    fromResume.steps.education && !carried.education && 'Education',
  ];
  const steps = filled.filter(Boolean);
  if (steps.length === 0) return null;
  return <p>{`We filled in ${steps.join(' and ')} from it, marked for you to check.`}</p>;
}

export default function ResumePage({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, carryOver } = loaderData;
  // A returning candidate may send their last application's resume again (a copy of it).
  const lastResume = carryOver?.resume ?? null;
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  // A file the upload form's post (JavaScript off) was refused, with the server's message.
  const posted = actionData;
  const [uploadProblem, setUploadProblem] = useState<string | null>(
    posted?.outcome === 'upload-refused' ? posted.problem : null,
  );
  const [uploadedNow, setUploadedNow] = useState(false);
  // What the upload did, for screen readers (the status region below) as well as the eye.
  const [uploadStatus, setUploadStatus] = useState('');
  const replaceButton = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const focusAfterUpdate = useRef<'replace' | 'input' | null>(null);
  // The file input gives way to the uploaded file's card and back: focus follows, not to <body>.
  useEffect(() => {
    const target = focusAfterUpdate.current;
    focusAfterUpdate.current = null;
    if (target) (target === 'replace' ? replaceButton : fileInput).current?.focus();
  }, [draft.resume]);
  // Continue saves whether the candidate chose to upload later; the file itself is already stored.
  const resume = draft.resume;
  const form = useStepForm('resume', () => ({ uploadLater: resume === null }));

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await upload(file);
  }

  /** The Upload button, with the script running: the file is uploaded as soon as it is chosen, so this asks for one. */
  function onUploadSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (file) void upload(file);
    else if (!busy) setUploadProblem('Please choose your resume: one PDF file of at most 5 MB.');
  }

  async function upload(file: File) {
    const problem = problemWithResume(file);
    setUploadProblem(problem);
    setUploadStatus('');
    if (problem) return;
    setBusy(true);
    setUploadStatus(uploadProgressText(file.name, 0));
    try {
      await uploadResume(file, (sent) => setUploadStatus(uploadProgressText(file.name, sent)));
      setUploadedNow(true);
      focusAfterUpdate.current = 'replace';
      await revalidator.revalidate();
      setUploadStatus(`${file.name} is uploaded.`);
    } catch (error) {
      setUploadStatus('');
      setUploadProblem(error instanceof HttpError ? error.message : 'The upload did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  /** "Use my last resume", with the script running: the JSON API copies it, as the form post does. */
  async function chooseLast(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !lastResume) return;
    setBusy(true);
    setUploadProblem(null);
    try {
      await chooseLastResume();
      setUploadedNow(false);
      focusAfterUpdate.current = 'replace';
      await revalidator.revalidate();
      setUploadStatus(`Your last resume, ${lastResume.fileName}, is added to this application.`);
    } catch (error) {
      setUploadProblem(
        error instanceof HttpError ? error.message : 'Your last resume could not be added. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  async function replace(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await removeResume();
      setUploadedNow(false);
      setUploadProblem(null);
      focusAfterUpdate.current = 'input';
      await revalidator.revalidate();
      setUploadStatus('The resume is removed. You can upload another one.');
    } catch (error) {
      setUploadProblem(
        error instanceof HttpError ? error.message : 'The resume could not be removed. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <WizardLayout screen="resume" heading={head.heading} draft={draft}>
      <p>Your progress is saved at every step. You can upload your resume later, at any time before you submit.</p>
      {/* Without the script (or before it runs), the upload and Replace are form posts to the step's
          action (client/application/resume-route.ts); with it, the JSON API is called directly. */}
      {resume ? (
        <form method="post" action={pathname} className="resume-file" onSubmit={replace}>
          <input type="hidden" name={RESUME_FORM_FIELD} value={REMOVE_RESUME} />
          <p>
            <strong>{resume.fileName}</strong> ({sizeText(resume.size)})
          </p>
          <p>{uploadedNow ? 'Uploaded: Just now' : 'Uploaded'}</p>
          {draft.fromResume && <ReadingSummary fromResume={draft.fromResume} carried={carryOver?.steps ?? {}} />}
          <button
            ref={replaceButton}
            type="submit"
            className="wizard-button secondary"
            aria-disabled={busy || undefined}
          >
            Replace
          </button>
        </form>
      ) : (
        <>
          <form
            method="post"
            action={pathname}
            encType="multipart/form-data"
            className="resume-upload"
            onSubmit={onUploadSubmit}
            noValidate
          >
            <div className="field">
              <label htmlFor="resume-file">Upload your resume</label>
              <p id="resume-file-hint" className="field-hint">
                PDF only, 5 MB maximum.
              </p>
              {/* Not disabled while uploading: a disabled control drops the keyboard focus. */}
              <input
                ref={fileInput}
                id="resume-file"
                name="resume"
                type="file"
                accept="application/pdf,.pdf"
                onChange={onFileChosen}
                onClick={(event) => busy && event.preventDefault()}
                aria-disabled={busy || undefined}
                aria-invalid={uploadProblem ? true : undefined}
                aria-describedby={uploadProblem ? 'resume-file-hint resume-file-error' : 'resume-file-hint'}
              />
            </div>
            <button type="submit" className="wizard-button secondary" aria-disabled={busy || undefined}>
              Upload
            </button>
          </form>
          {lastResume && (
            <section aria-labelledby="resume-last-title">
              <h2 id="resume-last-title">Or use your last resume</h2>
              <form method="post" action={pathname} className="resume-last" onSubmit={chooseLast}>
                <input type="hidden" name={RESUME_FORM_FIELD} value={USE_LAST_RESUME} />
                <button type="submit" className="wizard-button secondary" aria-disabled={busy || undefined}>
                  {`Use my last resume (${lastResume.fileName}, uploaded `}
                  <DayOf iso={lastResume.uploadedAt} />)
                </button>
              </form>
            </section>
          )}
          <section aria-labelledby="resume-import-title">
            <h2 id="resume-import-title">Or import it from</h2>
            <ul className="resume-options">
              {importSources.map((source) => (
                <li key={source} className="resume-option">
                  <strong>{source}</strong>
                  <p>Not available yet</p>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <p id="resume-file-error" role="alert" className="field-error">
        {uploadProblem}
      </p>
      <p role="status" className="upload-status">
        {uploadStatus}
      </p>
      <StepForm onSubmit={form.submit} saving={form.saving || busy} problem={form.problem}>
        {/* What Continue saves, also when the form is posted without the script. */}
        <input type="hidden" name="uploadLater" value={String(form.values.uploadLater === true)} />
      </StepForm>
    </WizardLayout>
  );
}
