import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of this response, for the inline scripts React Router renders
 * on the server (hydration data, scroll restoration). In the browser there is none: the scripts
 * already ran, and browsers hide nonces from the DOM anyway.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
