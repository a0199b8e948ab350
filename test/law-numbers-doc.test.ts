/**
 * docs/law-numbers.md (the inventory of every number and date of the four laws) stays true to the
 * packs: each parameter id it names in a table's "parameter" column exists in the pack of its
 * section, with the value the row states when the row states one number; and every threshold of a
 * pack (a number with a comparison the law's words give) has a row in its section.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { mustPack } from './support/packs.ts';

const DOC = fileURLToPath(new URL('../docs/law-numbers.md', import.meta.url));
const SECTIONS: [string, string][] = [
  ['## Vitória da Conquista', 'vitoria-da-conquista-ba'],
  ['## Nova Odessa', 'nova-odessa-sp'],
  ['## Salvador', 'salvador-ba'],
  ['## Belém', 'belem-pa'],
];

interface Row {
  line: number;
  ids: string[];
  value: string;
}

/** The rows of the tables of one section, with the parameter ids of their "parameter" column. */
function rowsOf(text: string, heading: string): Row[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(heading));
  assert.ok(start >= 0, `docs/law-numbers.md: no section "${heading}"`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  const rows: Row[] = [];
  let header: string[] | null = null;
  for (let i = start + 1; i < (end < 0 ? lines.length : end); i++) {
    const l = lines[i] as string;
    if (!l.startsWith('|')) {
      header = null;
      continue;
    }
    const cells = l
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (header === null) {
      header = cells;
      continue;
    }
    if (cells.every((c) => /^-+$/.test(c))) continue;
    const p = header.indexOf('parameter');
    const v = header.indexOf('value');
    assert.ok(p >= 0 && v >= 0, `docs/law-numbers.md line ${i + 1}: a table without "parameter" and "value" columns`);
    const ids = [...(cells[p] ?? '').matchAll(/`([a-z0-9][a-zA-Z0-9-]*)`/g)].map((m) => m[1] as string);
    rows.push({ line: i + 1, ids, value: cells[v] ?? '' });
  }
  return rows;
}

/** "1 200 m²" → 1200, "2,50 m" → 2.5, "10 % do LIE" → 10; null when the cell is not one number. */
function oneNumber(cell: string): number | null {
  const m = /^([\d  ]+(?:,\d+)?)\s*(m²|m|kg|%|botijões|recipientes|s)?(?:\s|$)/.exec(cell);
  if (!m || /[;/–]/.test(cell)) return null;
  return Number((m[1] as string).replace(/[  ]/g, '').replace(',', '.'));
}

const text = readFileSync(DOC, 'utf8');

describe('docs/law-numbers.md matches the packs', () => {
  for (const [heading, id] of SECTIONS) {
    const pack = mustPack(id);
    const rows = rowsOf(text, heading);
    const named = new Set(rows.flatMap((r) => r.ids));

    it(`${id}: every parameter named exists, with the value its row states`, () => {
      const unknown: string[] = [];
      const wrong: string[] = [];
      for (const r of rows)
        for (const p of r.ids) {
          const def = pack.paramIndex.get(p);
          if (!def) {
            unknown.push(`line ${r.line}: ${p}`);
            continue;
          }
          const n = oneNumber(r.value);
          const v = def.values.at(-1)?.value;
          if (r.ids.length === 1 && n !== null && typeof v === 'number' && v !== n)
            wrong.push(`line ${r.line}: ${p} is ${v}, the row says ${n}`);
        }
      assert.deepEqual(unknown, [], `parameters not in ${id}`);
      assert.deepEqual(wrong, [], `values that differ from ${id}'s`);
    });

    it(`${id}: every threshold of the pack has a row`, () => {
      const thresholds = [...pack.paramIndex.values()].filter(
        (d) => d.required !== undefined && !d.interpretation && d.values.some((v) => typeof v.value === 'number' || v.value === null),
      );
      assert.ok(thresholds.length > 0);
      assert.deepEqual(
        thresholds.map((d) => d.id).filter((p) => !named.has(p)),
        [],
        `thresholds of ${id} missing from docs/law-numbers.md`,
      );
    });
  }

  it('the number reader reads the formats the tables use', () => {
    assert.equal(oneNumber('1 200 m²'), 1200);
    assert.equal(oneNumber('2,50 m'), 2.5);
    assert.equal(oneNumber('250 botijões'), 250);
    assert.equal(oneNumber('10 % do LIE'), 10);
    assert.equal(oneNumber('2; 1,50 m; 2,10 m'), null);
    assert.equal(oneNumber('—'), null);
  });
});
