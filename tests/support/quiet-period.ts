/**
 * Lets `ms` pass with nothing to wait for, so that what a test asserts next ("no second POST",
 * "no duplicate email", "no upstream call") has had the time to go wrong. Something that did not
 * happen sends no event; where no state rules it out either, a fixed wait is the only way to show
 * it. (Where state does, wait for that state: an email the outbox has not been given cannot be sent,
 * so ./alerting-site.ts waits for the outbox to have sent all it holds.) Everything else waits for
 * what it waits for: ./eventually.ts, `expect.poll`, an event.
 */
export function quietPeriod(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
