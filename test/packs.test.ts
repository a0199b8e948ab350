/**
 * Every pack is sound: all units classified, rule/unit/parameter references resolve, article
 * counts match the law texts, and every parameter has exactly one value on every date from
 * its law's date to today.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { articleCount, packCoverage, packProblems } from '../src/core/coverage.ts';
import { resolveUnit } from '../src/core/engine.ts';
import { addDays } from '../src/core/periods.ts';
import { packs } from './support/packs.ts';

const today = new Date().toISOString().slice(0, 10);

/** Article counts read off the law texts in shared/laws (the last article number of each). */
const EXPECTED_ARTICLES = (
  JSON.parse(readFileSync(new URL('./fixtures/law-article-counts.json', import.meta.url), 'utf8')) as { articles: Record<string, number> }
).articles;

describe('law packs', () => {
  for (const pack of packs.list()) {
    describe(pack.id, () => {
      it('has no structural problems', () => {
        assert.deepEqual(packProblems(pack, today), []);
      });

      it('classifies every unit', () => {
        const cov = packCoverage(pack);
        const unclassified = cov.laws.flatMap((l) => l.units.filter((u) => u.classification === null).map((u) => u.id));
        assert.deepEqual(unclassified, []);
        for (const l of cov.laws)
          for (const u of l.units) if (u.classification === 'rule') assert.ok(u.rules.length > 0, `${u.id} has no rule`);
      });

      it('has the article count of its law text, numbered 1..N', () => {
        const law = pack.laws[0];
        assert.ok(law);
        const expected = EXPECTED_ARTICLES[pack.id];
        if (expected !== undefined) assert.equal(articleCount(law), expected);
        const numbers = [...new Set(law.units.map((u) => Number.parseInt(u.article, 10)))].sort((a, b) => a - b);
        assert.deepEqual(
          numbers,
          numbers.map((_, i) => i + 1),
        );
      });

      it('gives every parameter exactly one value on every day from its start to today', () => {
        for (const p of pack.parameters) {
          const first = p.values[0];
          assert.ok(first, `${p.id}: no values`);
          const { law, unit } = resolveUnit(pack, first.cite);
          const start = law.units.find((u) => u.id === unit)?.wordingFrom ?? law.inForceFrom;
          assert.ok(
            p.values.some((v) => v.from <= start),
            `${p.id}: first value starts after ${start}`,
          );
          for (let d = start; d <= today; d = addDays(d, 1)) {
            let n = 0;
            for (const v of p.values) if (v.from <= d && (v.to === undefined || d < v.to)) n++;
            if (n !== 1) assert.fail(`${pack.id}/${p.id}: ${n} values on ${d}`);
          }
        }
      });
    });
  }

  it('finds a procedure or enforcement citing a unit its law does not have, or a parameter its pack does not have', () => {
    const ssa = packs.get('salvador-ba');
    assert.ok(ssa?.procedure && ssa.enforcement);
    const p = ssa.procedure;
    const broken = {
      ...ssa,
      procedure: {
        ...p,
        stages: p.stages.map((s, i) => (i === 0 ? { ...s, validityCite: 'art99' } : s)),
        dueProcess: { ...p.dueProcess, sanctions: { ...p.dueProcess.sanctions, revoke: 'art15-par9' } },
      },
      enforcement: {
        ...ssa.enforcement,
        infractions: ssa.enforcement.infractions.map((i, n) =>
          n === 0 ? { ...i, penaltyUnit: 'art15-IX', amount: { kind: 'fixed' as const, parameter: 'fine-art15-IX' } } : i,
        ),
      },
    };
    const problems = packProblems(broken, today);
    assert.ok(problems.includes('salvador-ba procedure stage tvl validity: unknown unit art99'), problems.join('\n'));
    assert.ok(problems.includes('salvador-ba procedure sanction revoke: unknown unit art15-par9'), problems.join('\n'));
    assert.ok(problems.includes('salvador-ba infraction art15-I: unknown unit art15-IX'), problems.join('\n'));
    assert.ok(problems.includes('salvador-ba infraction art15-I: unknown parameter fine-art15-IX'), problems.join('\n'));
    assert.deepEqual(packProblems(ssa, today), []);
  });

  it('covers every municipality whose law text was counted', () => {
    const ids = packs.ids();
    for (const id of Object.keys(EXPECTED_ARTICLES)) assert.ok(ids.includes(id), `${id} missing`);
  });
});
