/**
 * A stated lot area the document's own polygon contradicts by more than 10 % is said in the
 * finding (Belém art. 2, I: "área mínima de 400 m²"), on both sides of the tolerance; the
 * comparison and the status stay those of the stated area.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { belemPack } from './index.ts';
import { geodesicPolygonAreaM2 } from '../../src/geo/geodesic.ts';
import { evaluate } from '../../src/core/engine.ts';
import { parseInputFor } from '../../src/core/input/validate.ts';
import { LOT_AREA_TOLERANCE } from '../../src/core/lot-area.ts';

const example = JSON.parse(readFileSync(new URL('../../examples/belem-pa-approvable.json', import.meta.url), 'utf8'));
const drawn = geodesicPolygonAreaM2(example.lot.polygon.coordinates);
const areaFinding = (areaM2: number) => {
  const input = parseInputFor(belemPack, { ...example, lot: { ...example.lot, areaM2 } });
  return evaluate(belemPack, input, { date: '2026-12-04' }).findings.find((f) => f.rule === 'belem-pa/art2-I-area');
};
const noted = (areaM2: number) =>
  (areaFinding(areaM2)?.notes ?? []).some((n) => n.includes('difere em mais de 10 % da área do polígono do lote'));

describe('lot area stated and drawn', () => {
  it('the example draws ≈ 509 m²', () => assert.ok(Math.abs(drawn - 509.4) < 0.5, String(drawn)));

  it('within 10 % of the stated area: no note; just beyond, on either side: the note', () => {
    // |drawn − stated| ≤ 10 % of stated  ⇔  drawn ÷ 1,1 ≤ stated ≤ drawn ÷ 0,9.
    const low = drawn / (1 + LOT_AREA_TOLERANCE);
    const high = drawn / (1 - LOT_AREA_TOLERANCE);
    assert.equal(noted(low + 0.01), false);
    assert.equal(noted(low - 0.01), true);
    assert.equal(noted(high - 0.01), false);
    assert.equal(noted(high + 0.01), true);
  });

  it('the note names both areas; the comparison and the status are the stated area’s', () => {
    const f = areaFinding(360);
    assert.equal(f?.status, 'violated');
    assert.equal(f?.comparisons?.[0]?.measured, 360);
    assert.ok(
      f?.notes?.includes(
        'A área informada do terreno (360 m²) difere em mais de 10 % da área do polígono do lote (509 m², lot.polygon): a comparação usa a área informada; confira qual está certa.',
      ),
      JSON.stringify(f?.notes),
    );
    assert.equal(areaFinding(450)?.status, 'satisfied');
  });
});
