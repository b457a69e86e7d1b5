import { createContext, type ReactNode, useContext, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { type Draft, isStepComplete } from '../../shared/application/draft';
import { stepCount, type WizardScreen, wizardScreensFor } from '../../shared/application/steps';
import type { stepLoader } from './step-route';
import { pathOf, type Screen } from '../../shared/route-paths';
import { useSite } from '../app/use-site';
import { ChevronDownIcon } from '../site/icons';
import { SiteLinkView } from '../site/site-link';
import { AppliedNotice } from './applied-notice';

/**
 * The "My progress" menu: every step, the current one marked, completed ones ticked. On narrow
 * screens it folds into "Step 3 of 9" with a disclosure, so the step's form starts on the first
 * screen; before hydration the list opens on keyboard focus (wizard.css).
 */
function ProgressMenu(props: { current: Screen; draft: Draft; complete: boolean; screens: readonly WizardScreen[] }) {
  const { current, draft, complete, screens } = props;
  const [open, setOpen] = useState(false);
  return (
    <nav className="wizard-progress" aria-labelledby="wizard-progress-title">
      <h2 id="wizard-progress-title">My progress</h2>
      <button
        type="button"
        className="progress-toggle"
        aria-expanded={open}
        aria-controls="wizard-steps"
        onClick={() => setOpen(!open)}
      >
        <span>{stepCount(current, screens)}</span>
        <span className="progress-toggle-hint">All steps</span>
        <ChevronDownIcon />
      </button>
      <ol id="wizard-steps" className={open ? 'is-open' : undefined}>
        {screens.map(({ screen, step, label }) => {
          const done = complete || (step !== 'review' && isStepComplete(draft, step));
          return (
            <li key={screen} className={done ? 'done' : undefined}>
              {/* Each step is its own page: the list is closed again on the next one. */}
              <Link to={pathOf(screen)} aria-current={screen === current ? 'step' : undefined}>
                <span className="step-mark" aria-hidden="true">
                  {done ? '✓' : ''}
                </span>
                {label}
                {done && <span className="visually-hidden"> (completed)</span>}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The wizard's screens for this application (a job's own questions add one), from the step's loader data. */
export function useWizardScreens(): readonly WizardScreen[] {
  const { jobQuestions, companyCountry } = useLoaderData<typeof stepLoader>();
  return wizardScreensFor(jobQuestions.length > 0, companyCountry);
}

/** The screen before the current one (none on the first): its form's Back link leads there. */
const PreviousScreen = createContext<WizardScreen | null>(null);

/**
 * "Back" to the previous step: a plain link, so it works before (and without) the script, and
 * saves nothing (the answers on this step are kept only by continuing).
 */
export function BackLink() {
  const previous = useContext(PreviousScreen);
  if (!previous) return null;
  return (
    <Link className="wizard-button secondary" to={pathOf(previous.screen)}>
      Back<span className="visually-hidden"> to {previous.label}</span>
    </Link>
  );
}

/**
 * The equal-opportunity statement under every application step. Part of the page, not a second
 * footer: the site's footer (with the one copyright line) follows it, as on every page.
 */
function EqualOpportunityStatement() {
  const { siteName, frame } = useSite();
  return (
    <aside className="wizard-footer" aria-label="Equal opportunity employer">
      <p>
        {siteName} is an equal opportunity employer: we welcome applications from everyone, and every qualified
        applicant is considered without regard to background, identity or disability.
      </p>
      {frame.applicationFooter.length > 0 && (
        <ul>
          {frame.applicationFooter.map((link) => (
            <li key={link.label + link.href}>
              <SiteLinkView link={link} place="application" />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/** The frame of every application step: banner, progress menu, the step's form panel, footer. */
export function WizardLayout({
  screen,
  heading,
  draft,
  optionalFields,
  complete = false,
  children,
}: {
  screen: Screen;
  /** The step's `h1`, from its route module's head. */
  heading: string;
  draft: Draft;
  /** Every step done (after submission, when the draft itself is empty): all ticked. */
  complete?: boolean;
  /** Whether some (or all) of the step's fields may be left empty: the note says so only then. */
  optionalFields?: 'some' | 'all';
  children: ReactNode;
}) {
  // Every step's loader reads the application (step-route.ts): once submitted, no step takes
  // answers any more, so each shows that the candidate has applied (review shows its own thanks).
  // The data every step's route shares (step-route.ts): its module's loader is (or extends) the step loader.
  const { submitted, job, jobClosed } = useLoaderData<typeof stepLoader>();
  const applied = submitted !== null && screen !== 'reviewSubmit';
  const screens = useWizardScreens();
  const previous = screens[screens.findIndex((entry) => entry.screen === screen) - 1] ?? null;
  return (
    <div className="wizard">
      <section className="wizard-banner" aria-label="The job you are applying for">
        <p className="wizard-apply">Apply</p>
        {job ? (
          <>
            <p className="wizard-job">{job.title}</p>
            <p className="wizard-location">{job.location}</p>
            {jobClosed && (
              // The job left the jobs data after it was chosen: the answers stay for another job.
              <p className="wizard-location" role="status">
                <strong>This job has closed</strong> and no longer takes applications. Your answers here are kept:
                choose another job in the <Link to={pathOf('jobListings')}>job openings</Link> and press Apply Now
                there.
              </p>
            )}
          </>
        ) : (
          // No sample requisition outside the embedded jobs: the candidate picks a real job first.
          <>
            <p className="wizard-job">No job chosen yet</p>
            <p className="wizard-location">
              Choose the job you are applying for in the <Link to={pathOf('jobListings')}>job openings</Link> and press
              Apply Now there. Your answers here are kept.
            </p>
          </>
        )}
      </section>
      <div className="wizard-body">
        <ProgressMenu current={screen} draft={draft} complete={complete || submitted !== null} screens={screens} />
        <section className="wizard-panel">
          <h1>{heading}</h1>
          {optionalFields && !applied && (
            <p className="wizard-required">
              {`Fields marked (optional) may be left empty${optionalFields === 'some' ? '; all others are required' : ''}.`}
            </p>
          )}
          <PreviousScreen value={previous}>
            {applied ? <AppliedNotice submitted={submitted} /> : children}
          </PreviousScreen>
        </section>
      </div>
      <EqualOpportunityStatement />
    </div>
  );
}
