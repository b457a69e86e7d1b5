/**
 * The hidden field that marks the sign-in page's email form when it is posted to the contact step.
 * A module of its own: the sign-in page needs this name only, not the wizard's steps.
 */
export const SIGN_IN_EMAIL_FIELD = 'startFromSignIn';
