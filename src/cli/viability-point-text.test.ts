/**
 * The point answer as a person reads it: each place that decided is shown with its distance as
 * the finding compares it — to the centimetre. Rounded to the decimetre, an outlet 499,99 m away
 * under a 500 m minimum read "— 500 m" under a finding that excludes the point.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import type { PointViability } from '../siting/viability-point.ts';
import { pointViabilityText } from './viability-point-text.ts';

const belem = packs.require('belem-pa');

function answerWith(distanceM: number): PointViability {
  return {
    allowed: false,
    verdict: 'excluded',
    findings: [
      {
        rule: 'belem-pa/art2-I-a',
        citation: 'Lei de Belém de 16/01/2012, art. 2º, I, a',
        status: 'violated',
        message: `Perto demais: … medido ${String(distanceM).replace('.', ',')} m; a lei exige no mínimo 500 m.`,
        places: [{ category: 'glp-outlet', name: 'Revenda Vizinha', distanceM }],
      },
    ],
    unsurveyed: [],
  };
}

const header = {
  pack: belem,
  municipality: 'belem-pa',
  name: belem.name,
  point: [-48.4878, -1.4558] as [number, number],
  date: '2026-12-04',
  activity: 'glp-resale',
  normClass: 'I',
};

describe('glp viability --at: the places that decided', () => {
  it('a distance to the centimetre, as the finding compares it (499,99 m is not "500 m")', () => {
    const pt = pointViabilityText(header, answerWith(499.99), 'pt');
    assert.match(pt, /local: Revenda Vizinha \(posto revendedor de GLP\) — 499,99 m$/m);
    const en = pointViabilityText(header, answerWith(499.99), 'en');
    assert.match(en, /place: Revenda Vizinha \(GLP outlet\) — 499\.99 m$/m);
    assert.match(pointViabilityText(header, answerWith(7.5), 'pt'), /— 7,5 m$/m);
  });

  it('no rule at all: the answer says the law has no siting or zone rule for the activity, not a bare "allowed"', () => {
    const none: PointViability = { allowed: true, verdict: 'allowed', findings: [], unsurveyed: [] };
    const pt = pointViabilityText({ ...header, activity: 'glp-depot', normClass: undefined }, none, 'pt');
    assert.match(pt, /^Resultado: PERMITIDO pelas regras de localização$/m);
    assert.match(
      pt.replace(/\s+/g, ' '),
      /A lei não tem regra de localização nem de zona para esta atividade nesta data: nada foi medido\./,
    );
    const en = pointViabilityText({ ...header, activity: 'glp-depot', normClass: undefined }, none, 'en');
    assert.match(en.replace(/\s+/g, ' '), /The law has no siting or zone rule for this activity on this date: nothing was measured\./);
  });
});
