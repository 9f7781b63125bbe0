// Waiting in tests for the event a test names, never for a fixed time (STYLE 13): one helper,
// with its own deadline and a message that says what never happened.

export interface WaitOptions {
  /** How long to wait before failing; long enough for a busy CI machine. */
  timeoutMs?: number;
  /** What was awaited, for the failure: "the agent's first permission request". */
  message: string;
  /** How often to look. */
  everyMs?: number;
}

/** Resolves with `condition`'s first truthy value; throws naming `message` when `timeoutMs` passes first. */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { timeoutMs = 10_000, message, everyMs = 5 }: WaitOptions,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined && value !== null && value !== false) return value as NonNullable<T>;
    if (Date.now() >= deadline) throw new Error(`waited ${timeoutMs} ms for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
