/**
 * The licensing procedure of Belém's law of 16/01/2012, checked from the law's words:
 *  - art. 1: "A Construção e funcionamento … dependem de Licença Municipal" — the construction
 *    licence (plans approved, art. 2), then the operating licence;
 *  - art. 2 II–IV: ANP requirements, "licenciamento ambiental outorgado pelo órgão competente",
 *    "licenciamento de outros órgãos"; art. 2 caput: the plans meet "as exigências da Legislação
 *    sobre construção" (the works department's opinion);
 *  - art. 4: no licence "para instalação" without proof of legal constitution — "com declaração de
 *    empresário ou atos constitutivos da sociedade devidamente arquivado na Junta Comercial do
 *    Estado" — and registration with the tax bodies of União, Estado and Município;
 *  - art. 5: arts. 2 and 4 do not apply to outlets existing, or with a construction licence
 *    approved, by the law's date: their operating licence asks no construction licence;
 *  - art. 3: the duties of the outlet in operation — III extinguishers "observadas as prescrições
 *    do Corpo de Bombeiros" (the inspection is the reading art3-III-fire-brigade-inspection), V fire
 *    insurance "no valor mínimo de R$ 50.000,00";
 *  - no term of validity, renewal or defence, and no sanction procedure, in the law.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { belemLaw } from '../laws/belem-pa/text.ts';
import type { ProcedureDef } from '../src/core/procedure.ts';
import { expiryOf, phaseOn, sanctionAuthority } from '../src/licensing/lifecycle.ts';
import { check, doc, ids, onExampleApplication, opinion, registryWith, withValues } from './support/procedure-law.ts';
import { glp } from './support/cli.ts';
import { mustPack, packs } from './support/packs.ts';

const pack = mustPack('belem-pa');
const procedure = pack.procedure as ProcedureDef;
const CONSTRUCTION = [
  'anp-authorisation:art2-II',
  'environmental-licence:art2-III',
  'other-licences:art2-IV',
  'company-registration:art4',
  'tax-registrations:art4',
];
const built = () => CONSTRUCTION.map((r) => doc(r.split(':')[0]!));
const operating = (insurance = 50_000) => [doc('fire-insurance', { amountBRL: insurance }), doc('scale-certificate')];
const newOutlet = { establishment: { startDate: '2026-01-01' } };
const notAsked = withValues(pack, 'art3-III-fire-brigade-inspection', [
  { from: belemLaw.inForceFrom, value: 'not-asked', cite: 'art3-III' },
]);

test('art. 1 and art. 2: the construction licence on arts. 2 II–IV and 4, with the works department’s opinion (art. 2 caput); the operating licence after it', () => {
  assert.deepEqual(
    procedure.stages.map((s) => `${s.id}:${s.cite}:${s.after.join('+')}`),
    ['construction:art2:', 'alvara:art1:construction'],
  );
  const construction = procedure.stages[0]!;
  assert.deepEqual(
    construction.documents.map((d) => `${d.id}:${d.cite}`),
    CONSTRUCTION,
  );
  assert.deepEqual(
    construction.opinions.map((o) => `${o.department}:${o.cite}`),
    ['urbanism:art2'],
  );
  const ok = check(pack, 'construction', { documents: built(), opinions: [opinion('construction', 'urbanism')] });
  assert.deepEqual(ids(ok), []);
  for (const r of CONSTRUCTION) {
    const [id, cite] = r.split(':');
    const c = check(pack, 'construction', {
      documents: built().filter((d) => (d.data as { requirement: string }).requirement !== id),
      opinions: [opinion('construction', 'urbanism')],
    });
    assert.deepEqual(ids(c), [`document:${id}:missing`]);
    assert.equal(c.items[0]!.cite, cite);
  }
  assert.deepEqual(ids(check(pack, 'construction', { documents: built() })), ['opinion:urbanism:missing']);
});

test('art. 4: the proof of legal constitution is the sole trader’s declaration OR the company’s articles, filed with the Junta Comercial; only at the licence to install', () => {
  const reg = procedure.stages[0]!.documents.find((d) => d.id === 'company-registration')!;
  assert.match(reg.title.pt, /declaração de empresário ou atos constitutivos da sociedade/i);
  assert.match(reg.title.pt, /Junta Comercial do Estado/);
  assert.match(reg.title.en, /sole trader’s declaration or articles of the company/i);
  const alvara = procedure.stages[1]!;
  assert.ok(!alvara.documents.some((d) => d.cite === 'art4'), 'art. 4 is not asked again at the operating licence');
});

test('art. 5: an outlet existing on 16/01/2012 asks for its operating licence without the construction licence; one from 17/01/2012 does not', () => {
  const existing = check(pack, 'alvara', {
    documents: operating(),
    opinions: [opinion('alvara', 'fire-brigade')],
    input: { establishment: { startDate: '2012-01-16' } },
  });
  assert.deepEqual(ids(existing), []);
  assert.deepEqual(
    existing.waived.map((w) => `${w.stage}:${w.cite}`),
    ['construction:art5'],
  );
  const after = check(pack, 'alvara', {
    documents: operating(),
    opinions: [opinion('alvara', 'fire-brigade')],
    input: { establishment: { startDate: '2012-01-17' } },
  });
  assert.deepEqual(ids(after), ['stage:construction:not-issued']);
});

test('art. 3 V: fire insurance of at least R$ 50.000,00 — R$ 49.999,99 is short, R$ 50.000,00 is enough; an expired policy does not count', () => {
  const at = (amount: number, validUntil = '2030-12-31') =>
    ids(
      check(pack, 'alvara', {
        documents: [doc('fire-insurance', { amountBRL: amount, validUntil }), doc('scale-certificate')],
        opinions: [opinion('alvara', 'fire-brigade')],
        inForce: ['construction'],
        input: newOutlet,
      }),
    );
  assert.deepEqual(at(50_000), []);
  assert.deepEqual(at(49_999.99), ['document:fire-insurance:amount-below-minimum']);
  assert.deepEqual(at(50_000, '2026-11-29'), ['document:fire-insurance:expired']);
  assert.deepEqual(at(50_000, '2026-11-30'), []);
});

test('art. 3 III, art3-III-fire-brigade-inspection = asked (default): the operating licence awaits the fire brigade’s inspection', () => {
  const base = { documents: operating(), inForce: ['construction'], input: newOutlet };
  assert.deepEqual(ids(check(pack, 'alvara', base)), ['opinion:fire-brigade:missing']);
  assert.deepEqual(ids(check(pack, 'alvara', { ...base, opinions: [opinion('alvara', 'fire-brigade', 'unfavourable')] })), [
    'opinion:fire-brigade:unfavourable',
  ]);
  assert.deepEqual(ids(check(pack, 'alvara', { ...base, opinions: [opinion('alvara', 'fire-brigade')] })), []);
});

test('art. 3 III, art3-III-fire-brigade-inspection = not-asked: the law names no inspection — the licence does not await one; the procedure text names the reading', async () => {
  const base = { documents: operating(), inForce: ['construction'], input: newOutlet };
  assert.deepEqual(ids(check(notAsked, 'alvara', base)), []);
  // The documents of art. 3 are still asked under either reading.
  assert.deepEqual(ids(check(notAsked, 'alvara', { ...base, documents: [] })), [
    'document:fire-insurance:missing',
    'document:scale-certificate:missing',
  ]);
  const text = await glp(['licensing', 'procedure', 'belem-pa']);
  assert.equal(text.code, 0, text.err);
  assert.match(
    text.out,
    /vistoria fire-brigade: .*\s+pedida\s+pela\s+interpretação\s+belem-pa\/art3-III-fire-brigade-inspection\s+=\s+asked/s,
  );
});

test('no term, renewal or sanction procedure in the law: each is said to be the municipality’s choice; no other authority decides', () => {
  const [construction, alvara] = procedure.stages;
  assert.equal(construction!.validity, null);
  assert.equal(alvara!.validityCite, undefined);
  assert.equal(procedure.renewal?.dueWithinDaysCite, undefined);
  assert.equal(procedure.dueProcess.defenceDaysCite, undefined);
  assert.equal(procedure.dueProcess.decidedBy, undefined);
  assert.equal(sanctionAuthority(procedure, 'revoke', 'alvara'), null);
  const end = expiryOf(alvara!, '2026-11-30');
  assert.deepEqual(
    ['2027-10-30', '2027-10-31', '2027-11-30', '2027-12-01'].map((d) => phaseOn('active', end, d, procedure.renewal)),
    ['active', 'due-for-renewal', 'due-for-renewal', 'expired'],
  );
});

test('art. 3 III over the API: under "asked" the operating licence is refused without the fire brigade’s inspection; under "not-asked" none is requested and it is issued', async () => {
  for (const [reading, registry] of [
    ['asked', packs],
    ['not-asked', registryWith(notAsked)],
  ] as const) {
    await onExampleApplication(registry, pack.id, async (flow, appId) => {
      // The procedure as the API states it: the inspection, whether it is asked today, and the reading.
      const p = await flow.ok('applicant', 'GET', `/api/municipalities/${pack.id}/procedure`);
      const fire = (
        p.json.stages[1].opinions as { department: string; asked: boolean; readings: { parameter: string; value: string }[] }[]
      )[0]!;
      assert.deepEqual(
        [fire.department, fire.asked, fire.readings.map((r) => `${r.parameter}=${r.value}`)],
        ['fire-brigade', reading === 'asked', [`belem-pa/art3-III-fire-brigade-inspection=${reading}`]],
      );
      for (const r of CONSTRUCTION) await flow.present(appId, r.split(':')[0]!);
      await flow.opinions(appId, 'construction', {});
      assert.equal((await flow.issue(appId, { stage: 'construction', date: '2026-11-30' })).status, 201, reading);
      await flow.present(appId, 'fire-insurance', { amountBRL: 50_000 });
      await flow.present(appId, 'scale-certificate');
      const asked = await flow.ok('licensing-officer', 'POST', `/api/applications/${appId}/opinions`, { stage: 'alvara' });
      const r = await flow.issue(appId, { stage: 'alvara', date: '2026-11-30' });
      if (reading === 'asked') {
        assert.deepEqual(
          (asked.json as { data: { department: string } }[]).map((o) => o.data.department),
          ['fire-brigade'],
        );
        assert.equal(r.status, 409, r.text);
        assert.match(r.text, /Corpo de Bombeiros: extintores e prevenção de incêndio: vistoria solicitada, ainda não realizada/);
      } else {
        assert.deepEqual(asked.json, []);
        assert.equal(r.status, 201, r.text);
      }
    });
  }
});
