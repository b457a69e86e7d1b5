import { useSyncExternalStore } from 'react';
import type { DraftStep } from '../../shared/application/steps';

/**
 * What a candidate typed in a step and has not saved yet (Continue saves it), kept in the tab's
 * sessionStorage: a reload, or a phone's browser dropping the page in the background, gives it
 * back; Continue, Submit, signing out or closing the tab ends it. Never sent anywhere until
 * Continue.
 */
const PREFIX = 'careers.typed.';
const keyOf = (step: DraftStep) => `${PREFIX}${step}`;

// sessionStorage changes only through write() and clear() below, which tell the page's readers.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const told = () => listeners.forEach((listener) => listener());

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage turned off (a browser's strictest privacy setting): nothing is kept.
    return undefined;
  }
}

/** The step's typed values, as kept (JSON): the server's render has none, so hydration matches. */
export function useTypedAnswers(step: DraftStep): string | null {
  return useSyncExternalStore(
    subscribe,
    () => storage()?.getItem(keyOf(step)) ?? null,
    () => null,
  );
}

/** Kept values as an object; anything else (edited by hand, an older shape) as none. */
export function parsedTypedAnswers(json: string | null): Record<string, unknown> {
  try {
    const value: unknown = json ? JSON.parse(json) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const typedAnswers = {
  write(step: DraftStep, values: object): void {
    storage()?.setItem(keyOf(step), JSON.stringify(values));
    told();
  },
  clear(step: DraftStep): void {
    storage()?.removeItem(keyOf(step));
    told();
  },
  /** Every step's: after Submit, and on signing out (a shared computer's next user sees none). */
  clearAll(): void {
    const kept = storage();
    if (!kept) return;
    for (const key of Object.keys(kept)) if (key.startsWith(PREFIX)) kept.removeItem(key);
    told();
  },
};
