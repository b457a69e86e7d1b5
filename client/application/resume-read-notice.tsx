/** Why a resume was not read (the draft's `fromResume.unread`). */
export type UnreadResume = 'no_text' | 'unreadable';

/**
 * Says which answers of a step were read from the candidate's resume, so they check them rather
 * than trust a reader's guess; or that the resume could not be read (a scan has no text), so they
 * know why the step is empty.
 */
export function ResumeReadNotice({ fields, unread }: { fields: readonly string[]; unread: UnreadResume | null }) {
  if (unread) {
    return (
      <p className="wizard-notice">
        {unread === 'no_text'
          ? 'We found no text in your resume (a scanned page has none), so we could not fill in this step.'
          : 'We could not read your resume, so we could not fill in this step.'}{' '}
        Your resume is still attached to your application.
      </p>
    );
  }
  if (fields.length === 0) return null;
  return (
    <p className="wizard-notice">
      We filled in answers from your resume: they are marked “From your resume”. Please check each of them and change
      anything we read wrongly.
    </p>
  );
}
