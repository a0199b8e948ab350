/**
 * docs/law-packs.md lists, in the table introduced by "The readings the packs carry:", every
 * interpretation parameter (`interpretation: true`) of every loaded pack — those of its
 * parameters files and those added elsewhere (enforcement's "same irregularity"…). The
 * parameters are read from the packs as `glp` loads them, not grepped: a reading added to a pack
 * without its row, or a row left for a reading that is gone, fails here, naming it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { packs } from './support/packs.ts';

const DOC = fileURLToPath(new URL('../docs/law-packs.md', import.meta.url));
const INTRO = 'The readings the packs carry:';
const HEADER = ['pack', 'parameter', 'article', 'default reading', 'other reading'];

interface Row {
  line: number;
  pack: string;
  parameter: string;
  cells: string[];
}

/** The cells of a markdown table line ("| a | b |" → ["a", "b"]). */
function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/** The body rows of the readings table (the first table after the introducing sentence). */
function readingsTable(): Row[] {
  const lines = readFileSync(DOC, 'utf8').split('\n');
  const intro = lines.findIndex((l) => l.includes(INTRO));
  assert.ok(intro >= 0, `docs/law-packs.md: no "${INTRO}"`);
  let i = intro + 1;
  while (i < lines.length && (lines[i] as string).trim() === '') i++;
  const table: { line: number; text: string }[] = [];
  for (; i < lines.length && (lines[i] as string).trim().startsWith('|'); i++) table.push({ line: i + 1, text: lines[i] as string });
  assert.ok(table.length >= 2, `docs/law-packs.md: no table after "${INTRO}"`);
  assert.deepEqual(cellsOf((table[0] as { text: string }).text), HEADER, 'docs/law-packs.md: the readings table header');
  assert.ok(
    cellsOf((table[1] as { text: string }).text).every((c) => /^:?-+:?$/.test(c)),
    'docs/law-packs.md: the readings table has no separator line',
  );
  return table.slice(2).map(({ line, text }) => {
    const cells = cellsOf(text);
    const parameter = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1] ?? '';
    return { line, pack: cells[0] ?? '', parameter, cells };
  });
}

/** "pack/parameter" of every interpretation parameter of every loaded pack. */
function interpretations(): Set<string> {
  const out = new Set<string>();
  for (const pack of packs.list()) for (const p of pack.parameters) if (p.interpretation) out.add(`${pack.id}/${p.id}`);
  return out;
}

describe('docs/law-packs.md lists every reading the packs carry', () => {
  const rows = readingsTable();
  const expected = interpretations();

  it('finds the packs’ interpretation parameters', () => {
    assert.ok(expected.size > 0, 'no interpretation parameter in the loaded packs');
  });

  it('each row has five filled cells and a parameter id in backticks', () => {
    const bad = rows
      .filter((r) => r.cells.length !== HEADER.length || r.cells.some((c) => c === '') || r.parameter === '')
      .map((r) => `line ${r.line}: ${r.cells.join(' | ')}`);
    assert.deepEqual(bad, [], `malformed rows in the readings table of docs/law-packs.md:\n${bad.join('\n')}`);
  });

  it('every interpretation parameter has exactly one row', () => {
    const count = new Map<string, number>();
    for (const r of rows) count.set(`${r.pack}/${r.parameter}`, (count.get(`${r.pack}/${r.parameter}`) ?? 0) + 1);
    const missing = [...expected].filter((k) => !count.has(k));
    const repeated = [...count].filter(([k, n]) => n > 1 && expected.has(k)).map(([k, n]) => `${k} (${n} rows)`);
    assert.deepEqual(
      { missing, repeated },
      { missing: [], repeated: [] },
      `readings table of docs/law-packs.md:\nmissing: ${missing.join(', ') || 'none'}\nrepeated: ${repeated.join(', ') || 'none'}`,
    );
  });

  it('every row names an interpretation parameter of its pack (no stale rows)', () => {
    const stale = rows
      .filter((r) => !expected.has(`${r.pack}/${r.parameter}`))
      .map((r) => {
        const pack = packs.get(r.pack);
        const why = !pack ? 'no such pack' : !pack.paramIndex.has(r.parameter) ? 'no such parameter' : 'not an interpretation';
        return `line ${r.line}: ${r.pack} \`${r.parameter}\` (${why})`;
      });
    assert.deepEqual(stale, [], `stale rows in the readings table of docs/law-packs.md:\n${stale.join('\n')}`);
  });
});
