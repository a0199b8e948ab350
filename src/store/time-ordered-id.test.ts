import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { timeOrderedId, timeOrderedIds } from './time-ordered-id.ts';

const UUID7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The 48-bit millisecond timestamp an id carries (RFC 9562 §5.7). */
function millisecondsOf(id: string): number {
  return Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
}

describe('time-ordered ids (UUID version 7)', () => {
  it('are RFC 9562 version 7 with the RFC variant, and carry the millisecond they were made', () => {
    const next = timeOrderedIds();
    const at = Date.UTC(2026, 11, 5, 15, 30, 0, 123);
    const id = next(at);
    assert.match(id, UUID7);
    assert.equal(millisecondsOf(id), at);
    // RFC 9562 appendix A.6: 0x017F22E279B0 ms (22/02/2022 19:22:22 UTC) begins 017f22e2-79b0-7.
    assert.ok(timeOrderedIds()(0x017f22e279b0).startsWith('017f22e2-79b0-7'));
    const now = Date.now();
    assert.ok(Math.abs(millisecondsOf(timeOrderedId()) - now) < 5000, 'the process generator reads the clock');
  });

  it('made one after another, sort in the order they were made, within one millisecond too', () => {
    const ids = Array.from({ length: 5000 }, () => timeOrderedId());
    for (const id of ids) assert.match(id, UUID7);
    assert.deepEqual([...ids].sort(), ids);
    assert.equal(new Set(ids).size, ids.length);
  });

  it('keep their order past 4 096 ids in one millisecond, and when the clock steps back', () => {
    const next = timeOrderedIds();
    const at = Date.UTC(2030, 0, 1);
    const ids = [next(at)];
    // The counter (12 bits, started at most at 1 023) runs out: the next millisecond is borrowed.
    for (let i = 0; i < 5000; i++) ids.push(next(at));
    ids.push(next(at - 1000));
    assert.deepEqual([...ids].sort(), ids);
    assert.equal(new Set(ids).size, ids.length);
    const last = millisecondsOf(ids.at(-1) as string);
    assert.ok(last > at, 'a millisecond borrowed, not the clock going back');
    assert.ok(last <= at + 2, 'and no more than needed');
    // 3 073 ids at least fit in the first millisecond (1 023 + 3 073 = 4 096).
    assert.equal(
      ids.slice(0, 3073).every((id) => millisecondsOf(id) === at),
      true,
    );
  });

  it('cannot be guessed from one another: the last 62 bits are random', () => {
    const next = timeOrderedIds();
    const at = Date.UTC(2031, 0, 1);
    const a = next(at).replaceAll('-', '');
    const b = next(at).replaceAll('-', '');
    assert.equal(a.slice(0, 12), b.slice(0, 12), 'same millisecond');
    assert.notEqual(a.slice(17), b.slice(17));
  });
});
