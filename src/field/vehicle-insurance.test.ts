/**
 * Salvador, art. 2º, II: "apresentação de seguro contra terceiros, inclusive dos veículos que
 * transportem e comercializem os botijões de GLP". What the outlet's record says of its policy,
 * read at the roadside: not recorded, recorded as absent, expired (the day after its last day, not
 * on it), not covering the vehicles, silent on the vehicles — each said; a policy in force that
 * covers the vehicles says nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { insuranceGap } from './vehicle-insurance.ts';

const DATE = '2026-06-01';
const outlet = (doc: unknown) => ({ name: 'Gás da Bahia', data: doc === undefined ? {} : { documents: { thirdPartyInsurance: doc } } });
const gap = (doc: unknown, date = DATE, lang: 'pt' | 'en' = 'pt') => insuranceGap(outlet(doc), 'thirdPartyInsurance', date, lang);

describe('the outlet’s third-party insurance at the roadside (Salvador art. 2º, II)', () => {
  it('in force on its last day and covering the vehicles: nothing to ask', () => {
    assert.equal(gap({ held: true, validUntil: DATE, coversVehicles: true }), null);
    assert.equal(gap({ held: true, coversVehicles: true }), null);
  });

  it('the day after its last day: expired, with the date dd/mm/aaaa', () => {
    assert.equal(
      gap({ held: true, validUntil: '2026-05-31', coversVehicles: true }),
      'O seguro contra terceiros do posto Gás da Bahia venceu em 31/05/2026',
    );
    assert.equal(
      gap({ held: true, validUntil: '2026-05-31', coversVehicles: true }, DATE, 'en'),
      'The third-party insurance of the outlet Gás da Bahia expired on 31/05/2026',
    );
  });

  it('a policy that does not cover the vehicles, or does not say: each said', () => {
    assert.equal(gap({ held: true, coversVehicles: false }), 'O seguro contra terceiros do posto Gás da Bahia não cobre os veículos');
    assert.equal(gap({ held: true }), 'O cadastro do posto Gás da Bahia não diz se o seguro contra terceiros cobre os veículos');
    // `true` is shorthand for { held: true }: it says nothing of the vehicles.
    assert.equal(gap(true), 'O cadastro do posto Gás da Bahia não diz se o seguro contra terceiros cobre os veículos');
  });

  it('no policy recorded, or recorded as absent', () => {
    assert.equal(gap(undefined), 'O cadastro do posto Gás da Bahia não traz o seguro contra terceiros');
    assert.equal(gap(false), 'O cadastro do posto Gás da Bahia indica que não há seguro contra terceiros');
    assert.equal(gap({ held: false, coversVehicles: true }), 'O cadastro do posto Gás da Bahia indica que não há seguro contra terceiros');
    assert.equal(
      insuranceGap({ name: 'X', data: { documents: null } }, 'thirdPartyInsurance', DATE, 'pt'),
      'O cadastro do posto X não traz o seguro contra terceiros',
    );
  });
});
