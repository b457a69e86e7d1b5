import type { StoredJobAnswers } from '../../../shared/application/job-questions';
import type { RecruiterApplication } from '../../../shared/application/status';
import { jobQuestionsScreen, wizardScreens } from '../../../shared/application/steps';
import { fieldLabels } from '../../application/field-labels';
import { useQuestionText } from '../../application/question-text';
import { shownAnswer } from '../../application/shown-answer';
import { resumePath } from '../inbox-links';
import { useFormatMoment } from '../recruiter-dates';

/** The steps whose answers recruiters read: never the equal-opportunity or military ones. */
const answerSteps = wizardScreens.flatMap(({ step, label }) =>
  step === 'contact' || step === 'general' || step === 'education' || step === 'eligibility' || step === 'acknowledge'
    ? [{ step, label }]
    : [],
);

/** What an erased application held is gone: it says so rather than look as if never given. */
const ERASED_TEXT = {
  resume: "The resume was erased with the application, at the candidate's request.",
  answers: "The answers were erased with the application, at the candidate's request.",
};

/** The steps' answers, as the candidate gave them. */
export function Answers({ application }: { application: RecruiterApplication }) {
  const questionText = useQuestionText();
  return (
    <section aria-labelledby="answers-heading" className="recruiter-section">
      <h2 id="answers-heading">Answers</h2>
      {/* A tombstone keeps no answers: saying "not answered" for each would be untrue. */}
      {application.status === 'erased' && <p>{ERASED_TEXT.answers}</p>}
      {application.status !== 'erased' &&
        answerSteps.map(({ step, label }) => {
          const answers = (application.answers[step] ?? {}) as Record<string, unknown>;
          const labels: Record<string, string> = fieldLabels[step];
          return (
            <section key={step} aria-labelledby={`answers-${step}`} className="answer-step">
              <h3 id={`answers-${step}`}>{label}</h3>
              <dl>
                {Object.entries(labels).map(([name, fieldLabel]) => (
                  <div key={name}>
                    <dt>{questionText(fieldLabel)}</dt>
                    <dd>{shownAnswer(answers[name])}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      {application.status !== 'erased' && <JobQuestionAnswers answers={application.answers} />}
    </section>
  );
}

/**
 * The answers to the job's own questions (a Greenhouse job's), each under the question as the
 * candidate saw it when applying: the job's questions may have changed since.
 */
function JobQuestionAnswers({ answers }: { answers: Record<string, unknown> }) {
  const stored = answers.jobQuestions as StoredJobAnswers | undefined;
  if (!stored || !Array.isArray(stored.asked) || stored.asked.length === 0) return null;
  return (
    <section aria-labelledby="answers-questions" className="answer-step">
      <h3 id="answers-questions">{jobQuestionsScreen.label}</h3>
      <dl>
        {stored.asked.map(({ name, label, answer }) => (
          <div key={name}>
            <dt>{label}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The resume's download, or why there is none. */
export function Resume({ application }: { application: RecruiterApplication }) {
  const formatMoment = useFormatMoment();
  const { resume } = application;
  return (
    <section aria-labelledby="resume-heading" className="recruiter-section">
      <h2 id="resume-heading">Resume</h2>
      {resume ? (
        <p>
          <a href={resumePath(application.id)} download={resume.fileName}>
            Download {resume.fileName}
          </a>{' '}
          (PDF, {Math.max(1, Math.round(resume.size / 1024))} KB, uploaded{' '}
          <time dateTime={resume.uploadedAt}>{formatMoment(resume.uploadedAt)}</time>)
        </p>
      ) : (
        <p>{application.status === 'erased' ? ERASED_TEXT.resume : 'The candidate did not upload a resume.'}</p>
      )}
    </section>
  );
}
