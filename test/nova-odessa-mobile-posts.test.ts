/**
 * Nova Odessa, arts. 13 § 5º and 14 (caput, § 1º) for a mobile post: "os postos fixos e os
 * postos ambulantes" must fix the price table, show the identification (name, address,
 * telephone, distributors' logo, easily visible) and sell only the logo's brand; a posto
 * ambulante is "instalado em veículo" (art. 2 XVI). The desk evaluation of a mobile-sale
 * document and the roadside check of its vehicle answer alike, fact by fact; the fixed post
 * keeps the establishment's facts; a vehicle found failing leads to art. 14 § 3º's infraction,
 * fined with art. 18's 200 UFIR, doubled on a repeat.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluate } from '../src/core/engine.ts';
import { parseInputFor } from '../src/core/input/validate.ts';
import { quoteFine } from '../src/enforcement/fines.ts';
import { checkVehicle, validateVehicle, vehicleRulesOf } from '../src/field/vehicles.ts';
import { MOBILE_POST_FACTS as MOBILE_FACTS, novaOdessaBase as base } from './support/mobile-post.ts';
import { mustPack } from './support/packs.ts';

const pack = mustPack('nova-odessa-sp');
const DATE = '2026-03-01';
const MOBILE_RULES = ['art13-par5-mobile', 'art14-mobile', 'art14-par1-mobile'];

/** The unit each fact answers: art. 13 § 5º the table, art. 14 the identification, § 1º the brand. */
const UNIT_OF: Record<string, string> = Object.fromEntries(
  MOBILE_FACTS.map((f) => [f, f === 'priceTableDisplayed' ? 'art13-par5' : f === 'onlyLogoBrandCarried' ? 'art14-par1' : 'art14']),
);

const compliant = () => base('mobile-sale').vehicles[0] as Record<string, unknown>;
/** The compliant vehicle with one fact set (true/false) or left out (undefined). */
function variant(fact: string, value: boolean | undefined): Record<string, unknown> {
  const v = { ...compliant() };
  if (value === undefined) delete v[fact];
  else v[fact] = value;
  return v;
}

function desk(vehicle: Record<string, unknown>, activity = 'glp-mobile-sale', from: 'mobile-sale' | 'outlet' = 'mobile-sale') {
  const input = parseInputFor(pack, { ...base(from), activity, vehicles: [vehicle] });
  return evaluate(pack, input, { date: DATE });
}

describe('Nova Odessa: the roadside check asks what the law asks of a mobile post', () => {
  it('the price table, the identification and the brand are among the vehicle rules (glp vehicles check, the API, /campo/veiculo)', () => {
    for (const r of MOBILE_RULES) assert.ok(vehicleRulesOf(pack).includes(r), r);
    const units = MOBILE_RULES.map((r) => pack.rules.find((x) => x.id === r)?.implements);
    assert.deepEqual(units, [['art13-par5'], ['art14'], ['art14-par1']]);
  });

  it('desk and roadside agree on every rule, for each fact true, false and not recorded', () => {
    for (const fact of MOBILE_FACTS) {
      for (const value of [true, false, undefined]) {
        const vehicle = variant(fact, value);
        const atDesk = desk(vehicle);
        const road = checkVehicle(pack, validateVehicle(pack, 'glp-mobile-sale', vehicle), 'glp-mobile-sale', DATE);
        for (const rule of vehicleRulesOf(pack)) {
          const d = atDesk.findings.find((f) => f.rule === `nova-odessa-sp/${rule}`);
          const r = road.findings.find((f) => f.rule === `nova-odessa-sp/${rule}`);
          const what = `${fact}=${String(value)} ${rule}`;
          assert.ok(d && r, what);
          assert.equal(r.status, d.status, what);
          assert.equal(r.text, d.message, what);
          assert.deepEqual(
            r.missing,
            d.missing?.map((m) => m.replace(/^vehicles\[0\]\./, '')),
            what,
          );
        }
        // The one fact changed decides: false → its unit violated, not recorded → asked by name (never a pass).
        if (value === true) assert.deepEqual([road.compliant, road.missing], [true, []], fact);
        else if (value === false)
          assert.deepEqual(
            road.findings.filter((f) => f.status === 'violated').map((f) => f.unitId),
            [UNIT_OF[fact]],
            fact,
          );
        else assert.deepEqual([road.compliant, road.missing], [true, [fact]], fact);
      }
    }
  });

  it('a vehicle that fails names the article and the plate, in pt-BR and English', () => {
    const vehicle = variant('identificationTelephone', false);
    const pt = checkVehicle(pack, validateVehicle(pack, 'glp-mobile-sale', vehicle), 'glp-mobile-sale', DATE);
    const en = checkVehicle(pack, validateVehicle(pack, 'glp-mobile-sale', vehicle), 'glp-mobile-sale', DATE, { lang: 'en' });
    assert.equal(pt.compliant, false);
    assert.deepEqual(
      pt.findings.filter((f) => f.status === 'violated').map((f) => f.unitId),
      ['art14'],
    );
    assert.match(pt.problems[0] ?? '', /^Lei 1\.761\/2000, art\. 14: .*GLP2B34.*sem telefone/);
    assert.match(en.problems[0] ?? '', /^Lei 1\.761\/2000, art\. 14: .*GLP2B34.*no telephone/);
  });
});

describe('Nova Odessa: fixed post and mobile post answer arts. 13 § 5º and 14 each with its own facts', () => {
  it('a mobile post is judged by its vehicles, never by the establishment’s sign or table', () => {
    const input = parseInputFor(pack, {
      ...base('mobile-sale'),
      safety: {
        ...(base('mobile-sale')['safety'] as object),
        priceTableVisible: false,
        identificationSign: false,
        brandsSoldMatchLogo: false,
      },
    });
    const r = evaluate(pack, input, { date: DATE });
    const rules = new Set(r.findings.map((f) => f.rule.split('/')[1]));
    for (const fixed of ['art13-par5', 'art14', 'art14-par1']) assert.equal(rules.has(fixed), false, fixed);
    for (const mobile of MOBILE_RULES) assert.equal(rules.has(mobile), true, mobile);
    assert.equal(r.verdict, 'approvable');
  });

  it('a fixed post is judged by the establishment; its delivery vehicles are not asked a mobile post’s facts', () => {
    const r = desk({ plate: 'FNO1A23', type: 'pickup', ownership: 'owned', trailer: false, driversTrained: true }, 'glp-resale', 'outlet');
    const rules = new Set(r.findings.map((f) => f.rule.split('/')[1]));
    for (const fixed of ['art13-par5', 'art14', 'art14-par1']) assert.equal(rules.has(fixed), true, fixed);
    for (const mobile of MOBILE_RULES) assert.equal(rules.has(mobile), false, mobile);
    const asked = r.missing.map((m) => m.fact);
    for (const fact of MOBILE_FACTS) assert.equal(asked.includes(`vehicles[0].${fact}`), false, fact);
    // Stopped at the roadside, the same vehicle of a fixed outlet is not asked them either.
    const vehicle = { plate: 'FNO1A23', type: 'pickup', ownership: 'owned', trailer: false, driversTrained: true };
    const road = checkVehicle(pack, validateVehicle(pack, 'glp-resale', vehicle), 'glp-resale', DATE);
    assert.deepEqual([road.compliant, road.missing], [true, []]);
    assert.equal(
      road.findings.some((f) => MOBILE_RULES.includes(f.rule.split('/')[1] ?? '')),
      false,
    );
  });
});

describe('Nova Odessa: the notice for a mobile post failing the roadside check', () => {
  it('art. 14 § 3º ("em desacordo com esta Lei"): seizure, and art. 18’s 200 UFIR, doubled on a repeat counted with art. 18', () => {
    const def = pack.enforcement?.infractions.find((i) => i.id === 'art14-par3');
    assert.equal(def?.countsAs, 'art18');
    assert.match(def?.alsoSanctions?.pt ?? '', /apreensão do veículo/);
    const fine = (n: number) => quoteFine(pack, { infraction: 'art14-par3', date: DATE, priorNotices: n, priorFines: n });
    const art18 = (n: number) => quoteFine(pack, { infraction: 'art18', date: DATE, priorNotices: n, priorFines: n });
    const ufir = pack.paramIndex.get('fine-ufir')?.values.at(-1)?.value;
    assert.equal(fine(0).index?.amount, ufir);
    assert.equal(fine(1).index?.amount, 2 * Number(ufir));
    assert.deepEqual([fine(0).amountBRL, fine(1).amountBRL], [art18(0).amountBRL, art18(1).amountBRL]);
  });
});
