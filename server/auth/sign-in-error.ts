/** Why a token was not accepted: the token's fault (401), or ours (503). */
export class SignInError extends Error {
  constructor(
    readonly reason: 'invalid-token' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}
