// The lists of values shared/api/alerts.ts's schemas enumerate, without zod: pages import them,
// and the browser never loads the schemas (see envelope.ts).

/** How often a subscription's digest may be sent. */
export const alertFrequencies = ['daily', 'weekly'] as const;
