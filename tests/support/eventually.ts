/**
 * Waits until `check` holds (it is asked every 50 ms), or fails after `timeoutMs`: a bound on a
 * wait, never an assertion on how long something took.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
