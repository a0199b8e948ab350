/**
 * The answer at a point shows the facts and the arithmetic that decided, and the readings used:
 * a finding's notes are part of it. Belém art. 2, I, b: a school 7,49 m away, class I (NBR 15514
 * "reunião de público" 7,5 m): only a qualifying fire wall (halving it to 3,75 m) would comply —
 * "describe the wall" alone does not say why; and the law names NBR 15514:2007 while the 2020
 * edition is applied.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { rec, registryWith } from '../../test/support/places.ts';
import { pointViabilityText } from './viability-point-text.ts';
import { destination } from '../siting/geom.ts';
import { viabilityAt } from '../siting/viability-point.ts';

const belem = packs.require('belem-pa');
const S: [number, number] = [-48.44, -1.43];
const reg = registryWith('belem-pa', [rec('s1', 'belem-pa', 'school', { type: 'Point', coordinates: S }, { name: 'Escola Um' })]);

describe('the notes of a point’s findings', () => {
  it('a school 7,49 m away (class I): the measured distance, the table and the halved distance a wall would allow', () => {
    const p = destination(S, 0, 7.49);
    const r = viabilityAt(reg, belem, 'belem-pa', p, { date: '2026-06-01', activity: 'glp-resale', normClass: 'I', lang: 'pt' });
    const f = r.findings.find((x) => x.rule === 'belem-pa/art2-I-b');
    assert.equal(f?.status, 'cannot-evaluate');
    const notes = (f?.notes ?? []).join('\n');
    assert.match(notes, /medido 7,49 m; a NBR 15514 exige no mínimo 7,5 m/);
    assert.match(notes, /parede corta-fogo qualificada \(que reduz à metade: 3,75 m\)/);
    assert.match(notes, /A lei nomeia a NBR 15514:2007; foi aplicada a edição carregada NBR 15514:2020/);
    const text = pointViabilityText(
      { pack: belem, municipality: 'belem-pa', name: belem.name, point: p, date: '2026-06-01', activity: 'glp-resale', normClass: 'I' },
      r,
      'pt',
    );
    assert.match(text.replace(/\s+/g, ' '), /medido 7,49 m; a NBR 15514 exige no mínimo 7,5 m/);
  });
});
