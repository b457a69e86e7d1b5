/**
 * Says which answers of a step were read from the candidate's resume, so they check them rather
 * than trust a reader's guess; or that the resume could not be read (a scan has no text), so they
 * know why the step is empty.
 */
export function ResumeReadNotice({ fields, unread }: { fields: readonly string[]; unread: boolean }) {
  if (unread) {
    return (
      <p className="wizard-notice">
        We could not read the text of your resume (a scanned page has none), so we could not fill in this step. Your
        resume is still attached to your application.
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
