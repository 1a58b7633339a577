/**
 * Waiting for a condition in tests (never a fixed sleep): `probe` is asked every `everyMs` until it answers
 * something other than undefined, which is returned; fails naming `what` when the time is up.
 */
export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 60_000,
  everyMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Zeit abgelaufen (${timeoutMs} ms): ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Resolves once `check` holds; fails with `what` when it does not within the time. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  await waitFor(async () => ((await check()) ? true : undefined), what, timeoutMs);
}
