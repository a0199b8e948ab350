/**
 * The finding of a distance rule with nothing in the surveyed radius says so without a gender to
 * agree with: the law's places are masculine and feminine (posto, escola), and "Nenhum(a)" is not
 * how a licensing officer writes.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { evaluate } from './engine.ts';
import type { EstablishmentInput } from './input/schema.ts';

const input = JSON.parse(
  readFileSync(new URL('../../examples/salvador-ba-approvable.json', import.meta.url), 'utf8'),
) as EstablishmentInput;

describe('a distance rule with nothing in the surveyed radius', () => {
  it('says "Não há …" in Portuguese and "No …" in English, with the radius and the minimum', () => {
    const pack = packs.require('salvador-ba');
    const recent = {
      ...input,
      establishment: { ...input.establishment, startDate: '2015-03-02', legallyInstalled: true },
      nearby: { places: [], surveyed: { 'glp-outlet': 400, 'glp-depot': 400, 'glp-bottling-plant': 400, 'public-assembly': 30 } },
    } as EstablishmentInput;
    const pt = evaluate(pack, recent, { date: '2026-01-01' }).findings.find((f) => f.rule === 'salvador-ba/art2-III-distance');
    const en = evaluate(pack, recent, { date: '2026-01-01', lang: 'en' }).findings.find((f) => f.rule === 'salvador-ba/art2-III-distance');
    assert.equal(pt?.status, 'satisfied', pt?.message);
    assert.match(pt?.message ?? '', /^Não há estabelecimento de GLP .* no raio levantado de 400 m \(mínimo exigido: 400 m\)\.$/);
    assert.doesNotMatch(pt?.message ?? '', /\(a\)/);
    assert.match(en?.message ?? '', /^No .* within the surveyed radius of 400 m \(minimum required: 400 m\)\.$/);
  });
});
