/**
 * Delivery vehicles against the law of each municipality, from the law texts:
 * Belém art. 6 (animal or human traction, bicycles "mesmo que motorizadas", wooden-hull boats
 * forbidden; § 1º owned by the outlet "ou … em sua posse mediante contrato"); Salvador art. 3
 * § 2º (motorcycles only with a sidecar) and art. 8 (signs); Nova Odessa art. 14 § 2º II
 * ("de propriedade ou domínio": a contracted vehicle does not qualify) and art. 15 parágrafo
 * único (no trailers).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mustPack } from '../../test/support/packs.ts';
import { InputError } from '../core/input/validate.ts';
import { checkVehicle, normalisePlate, validateVehicle, vehicleRulesOf } from './vehicles.ts';

const DATE = '2025-06-02';
const statusOf = (id: string, activity: string, v: Record<string, unknown>, rule: string) => {
  const pack = mustPack(id);
  const c = checkVehicle(pack, validateVehicle(pack, activity, v), activity, DATE);
  return c.findings.find((f) => f.rule === `${id}/${rule}`)?.status;
};

describe('plates', () => {
  it('reads the old and the Mercosul formats, hyphen and case ignored', () => {
    assert.equal(normalisePlate('abc-1234'), 'ABC1234');
    assert.equal(normalisePlate('ABC1D23'), 'ABC1D23');
    assert.equal(normalisePlate(' rio 2a19 '), 'RIO2A19');
  });
  it('refuses anything else, naming the field', () => {
    for (const bad of ['AB12345', 'ABC12345', 'ABCD123', ''])
      assert.throws(
        () => normalisePlate(bad),
        (e) => e instanceof InputError && e.problems[0]?.field === 'plate',
      );
  });
});

describe('registration', () => {
  it('names the vehicle’s type, which a document may leave out but the registry keeps it by', () => {
    for (const id of ['belem-pa', 'salvador-ba', 'nova-odessa-sp']) {
      const pack = mustPack(id);
      assert.throws(
        () => validateVehicle(pack, 'glp-resale', { plate: 'ABC1D23', ownership: 'owned' }),
        (e: unknown) => e instanceof InputError && e.problems[0]?.field === 'type' && /^one of "truck"/.test(e.problems[0].expected),
        id,
      );
      assert.equal(validateVehicle(pack, 'glp-resale', { plate: 'ABC1D23', type: 'van', ownership: 'owned' }).type, 'van', id);
    }
  });
});

describe('Belém art. 6', () => {
  it('forbids bicycles, motorised ones too, animal and human traction and wooden-hull boats', () => {
    for (const type of ['bicycle', 'motorised-bicycle', 'animal-traction', 'human-traction', 'wooden-hull-boat'])
      assert.equal(statusOf('belem-pa', 'glp-resale', { plate: 'ABC1234', type, ownership: 'owned' }, 'art6'), 'violated', type);
  });
  it('forbids a pedalled tricycle (human traction) and a boat with a wooden hull', () => {
    for (const v of [
      { type: 'tricycle', humanPowered: true },
      { type: 'boat', woodenHull: true },
    ])
      assert.equal(statusOf('belem-pa', 'glp-resale', { plate: 'ABC1234', ownership: 'owned', ...v }, 'art6'), 'violated', v.type);
  });
  it('allows motor vehicles, a motor tricycle and other boats', () => {
    for (const v of [
      { type: 'truck' },
      { type: 'motorcycle' },
      { type: 'tricycle', humanPowered: false },
      { type: 'boat', woodenHull: false },
    ])
      assert.equal(statusOf('belem-pa', 'glp-resale', { plate: 'ABC1234', ownership: 'owned', ...v }, 'art6'), 'satisfied', v.type);
  });
  it('asks whether a tricycle is pedalled and whether a boat’s hull is of wood, never a pass', () => {
    const pack = mustPack('belem-pa');
    for (const [type, fact] of [
      ['tricycle', 'humanPowered'],
      ['boat', 'woodenHull'],
    ] as const) {
      const c = checkVehicle(pack, validateVehicle(pack, 'glp-resale', { plate: 'ABC1234', type, ownership: 'owned' }), 'glp-resale', DATE);
      assert.deepEqual(c.missing, [fact], type);
    }
  });
  it('§ 1º: owned or held under a contract passes; neither does not', () => {
    assert.equal(statusOf('belem-pa', 'glp-resale', { plate: 'ABC1234', type: 'truck', ownership: 'owned' }, 'art6-par1'), 'satisfied');
    assert.equal(
      statusOf('belem-pa', 'glp-resale', { plate: 'ABC1234', type: 'truck', ownership: 'contracted' }, 'art6-par1'),
      'satisfied',
    );
    assert.equal(statusOf('belem-pa', 'glp-resale', { plate: 'ABC1234', type: 'truck', ownership: 'other' }, 'art6-par1'), 'violated');
  });
  it('an unknown ownership is a missing fact, never a pass', () => {
    const pack = mustPack('belem-pa');
    const c = checkVehicle(pack, validateVehicle(pack, 'glp-resale', { plate: 'ABC1234', type: 'truck' }), 'glp-resale', DATE);
    assert.deepEqual(c.missing, ['ownership']);
    assert.equal(c.compliant, true);
  });
});

describe('Salvador arts. 3 and 8', () => {
  it('§ 2º: a motorcycle without a sidecar is refused; with a sidecar, adapted and legal, it passes', () => {
    assert.equal(statusOf('salvador-ba', 'glp-resale', { plate: 'ABC1D23', type: 'motorcycle' }, 'art3-par2'), 'violated');
    assert.equal(
      statusOf('salvador-ba', 'glp-resale', { plate: 'ABC1D23', type: 'motorcycle-sidecar', adaptedAndLegal: true }, 'art3-par2'),
      'satisfied',
    );
  });
  it('art. 8: without the "PROIBIDO FUMAR" and "PERIGO - INFLAMÁVEL" signs it is wrong, named in problems', () => {
    const pack = mustPack('salvador-ba');
    const v = validateVehicle(pack, 'glp-resale', {
      plate: 'ABC1D23',
      type: 'van',
      signs: false,
      adaptedAndLegal: true,
      distributorNameShown: true,
      anpAuthorisationShown: true,
      priceTableShown: true,
    });
    const c = checkVehicle(pack, v, 'glp-resale', DATE);
    assert.equal(c.compliant, false);
    assert.equal(c.problems.length, 1);
    assert.match(c.problems[0] ?? '', /art\. 8º.*PROIBIDO FUMAR/);
    // The unit by its id too, as an infraction notice names it violated.
    const violated = c.findings.filter((f) => f.status === 'violated');
    assert.deepEqual(
      violated.map((f) => f.unitId),
      ['art8'],
    );
    assert.match(violated[0]?.unit ?? '', /, art\. 8º$/);
  });
});

describe('Salvador art. 3 § 1º, element by element', () => {
  const pack = () => mustPack('salvador-ba');
  const shown = { distributorNameShown: true, anpAuthorisationShown: true, priceTableShown: true };
  const check = (v: Record<string, unknown>) =>
    checkVehicle(pack(), validateVehicle(pack(), 'glp-resale', { plate: 'ABC1D23', type: 'van', ...v }), 'glp-resale', DATE);
  const par1 = (c: ReturnType<typeof check>) => c.findings.find((f) => f.unitId === 'art3-par1');
  it('"o nome da empresa distribuidora, número da autorização emitida pela ANP e tabela de preços": all three shown → satisfied', () => {
    assert.equal(par1(check(shown))?.status, 'satisfied');
  });
  for (const [fact, words] of [
    ['distributorNameShown', 'o nome da empresa distribuidora'],
    ['anpAuthorisationShown', 'o número da autorização emitida pela ANP'],
    ['priceTableShown', 'a tabela de preços'],
  ] as const) {
    it(`${fact} false → violated, naming the plate and "${words}"; not recorded → missing by that name only`, () => {
      const bad = check({ ...shown, [fact]: false });
      assert.equal(par1(bad)?.status, 'violated');
      assert.ok(
        bad.problems.some((p) => p.includes(`ABC1D23 (furgão): sem ${words}.`)),
        bad.problems.join('\n'),
      );
      const { [fact]: _, ...rest } = shown;
      const unknown = check(rest);
      assert.equal(par1(unknown)?.status, 'cannot-evaluate');
      assert.deepEqual(par1(unknown)?.missing, [fact]);
    });
  }
  it('a stored vehicle with only the earlier `identified: true` does not pass: the three facts are asked', () => {
    const c = check({ identified: true });
    assert.equal(par1(c)?.status, 'cannot-evaluate');
    assert.deepEqual(par1(c)?.missing, ['distributorNameShown', 'anpAuthorisationShown', 'priceTableShown']);
    assert.match(par1(c)?.text ?? '', /não basta/);
  });
  it('a stored vehicle with `identified: false` stays irregular under art. 3 § 1º', () => {
    assert.equal(par1(check({ identified: false }))?.status, 'violated');
  });
});

describe('Nova Odessa arts. 14 and 15', () => {
  const mobile = { plate: 'ABC1D23', type: 'pickup', inspected: true, extraExtinguisher: true, trailer: false };
  it('§ 2º II: a contracted vehicle does not qualify (unlike Belém), an owned one does', () => {
    assert.equal(statusOf('nova-odessa-sp', 'glp-mobile-sale', { ...mobile, ownership: 'contracted' }, 'art14-par2-II'), 'violated');
    assert.equal(statusOf('nova-odessa-sp', 'glp-mobile-sale', { ...mobile, ownership: 'owned' }, 'art14-par2-II'), 'satisfied');
  });
  it('art. 15 parágrafo único: a trailer is forbidden', () => {
    assert.equal(statusOf('nova-odessa-sp', 'glp-resale', { ...mobile, trailer: true }, 'art15-parU'), 'violated');
    assert.equal(statusOf('nova-odessa-sp', 'glp-resale', mobile, 'art15-parU'), 'satisfied');
  });
  it('§ 2º I: without the extra extinguisher it is wrong', () => {
    assert.equal(statusOf('nova-odessa-sp', 'glp-mobile-sale', { ...mobile, extraExtinguisher: false }, 'art14-par2-I'), 'violated');
  });
});

describe('vocabulary', () => {
  it("a fact of another municipality's law is refused, named without the document path", () => {
    assert.throws(
      () => validateVehicle(mustPack('belem-pa'), 'glp-resale', { plate: 'ABC1234', type: 'truck', trailer: true }),
      (e) => e instanceof InputError && e.problems[0]?.field === 'trailer',
    );
  });
  it('a kind outside the vocabulary is refused', () => {
    assert.throws(
      () => validateVehicle(mustPack('belem-pa'), 'glp-resale', { plate: 'ABC1234', type: 'spaceship' }),
      (e) => e instanceof InputError && e.problems[0]?.field === 'type',
    );
  });
  it('a law without vehicle rules answers not applicable', () => {
    const { field: _, ...pack } = mustPack('belem-pa');
    assert.throws(
      () => vehicleRulesOf(pack),
      (e) => e instanceof InputError && e.problems[0]?.field === 'municipality',
    );
  });
});
