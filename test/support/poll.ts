/**
 * Waiting for the page from Node: `read` is called until `done` accepts what it gives, or the
 * time is up (then the test fails, saying what it waited for). The web tests wait this way, not
 * with `page.waitForFunction("…")`: the page's Content-Security-Policy (script-src 'self') refuses
 * the eval a string page function needs when it is polled in the page, so such a wait fails
 * whenever the condition is not already true at the first check (and the refusal is reported as
 * the next screen's problem).
 */
import assert from 'node:assert/strict';

export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    assert.ok(Date.now() < until, `${what} (still ${JSON.stringify(value)} after ${timeoutMs} ms)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** "-1.449000, -48.477000": the point a tap on the form's map writes in its coordinates field. */
export const MAP_POINT = /^-?\d+\.\d{6}, -?\d+\.\d{6}$/;
