import type { DraftStep } from './steps';

/**
 * A step's answers the server refused after a plain form post (JavaScript off): the page is
 * rendered again with them and their messages, as the script-driven form would show them.
 */
export interface RejectedStep {
  step: DraftStep;
  values: Record<string, string | boolean | string[]>;
  /**
   * The values only start the form, nothing was refused: the sign-in page's email posted to the
   * contact step without JavaScript. Shown without messages, with status 200.
   */
  prefill?: true;
}

/** The hidden field that marks the sign-in page's email form when it is posted to the contact step. */
export const SIGN_IN_EMAIL_FIELD = 'startFromSignIn';
