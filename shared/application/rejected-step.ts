import type { DraftStep } from './steps';

/**
 * A step's answers the server refused after a plain form post (JavaScript off): the page is
 * rendered again with them and their messages, as the script-driven form would show them.
 */
export interface RejectedStep {
  step: DraftStep;
  values: Record<string, string | boolean | string[]>;
}
