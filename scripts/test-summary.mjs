// A node:test reporter that adds, after the spec reporter's output, one line per distinct reason
// tests were skipped (each says what to install: "ogrinfo not found: install the Debian package
// gdal-bin") and one summary line: "tests: N passed, N failed, N skipped". Suites are not counted
// as tests, except a suite skipped whole (its tests never ran).
// Used by scripts/test.mjs; `tally` is exported for test/test-summary.test.ts.

/** Folds test:pass / test:fail events into counts and the distinct skip reasons, in order of first sight. */
export function tally(events) {
  const t = { passed: 0, failed: 0, skipped: 0, reasons: [] };
  for (const { type, data } of events) {
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    const suite = data.details?.type === 'suite';
    if (data.skip !== undefined && data.skip !== false) {
      t.skipped += 1;
      const reason = typeof data.skip === 'string' && data.skip !== '' ? data.skip : 'skipped (no reason given)';
      if (!t.reasons.includes(reason)) t.reasons.push(reason);
    } else if (suite) continue;
    else if (type === 'test:pass') t.passed += 1;
    else t.failed += 1;
  }
  return t;
}

/** The lines printed at the end of `npm test`. */
export function summaryLines(t) {
  return [...t.reasons.map((r) => `skipped: ${r}`), `tests: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`];
}

export default async function* summaryReporter(source) {
  const events = [];
  for await (const e of source) if (e.type === 'test:pass' || e.type === 'test:fail') events.push({ type: e.type, data: e.data });
  yield `\n${summaryLines(tally(events)).join('\n')}\n`;
}
