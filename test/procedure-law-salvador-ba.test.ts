/**
 * The licensing procedure of Salvador's law of 26/07/2011, checked from the law's words:
 *  - art. 2 caput: "Para obtenção do Termo de Viabilidade de Localização - TVL e Alvará" — the TVL,
 *    then the alvará, each on art. 2 I (Alvará do Corpo de Bombeiros), II (seguro contra terceiros,
 *    inclusive dos veículos), IV (balança aferida pelo IPEM/BA) and V (guia do IPTU, em exercício,
 *    devidamente quitada); III is the location the TVL attests;
 *  - art. 2 § 2º: the NBR 15514 distances "Para obtenção do Alvará": an evaluation made for the TVL
 *    does not serve the alvará;
 *  - art. 1 caput: the new company operates "após a expedição do Alvará";
 *  - art. 12: "cassação temporária ou definitiva"; art. 15 § 1º: closure on the third notice; § 2º:
 *    revocation of an establishment closed for 90 days, "sempre respeitando o direito à ampla
 *    defesa e ao contraditório" — the law names no authority other than the Município and no term.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ProcedureDef } from '../src/core/procedure.ts';
import { expiryOf, openCase, phaseOn, sanctionAuthority } from '../src/licensing/lifecycle.ts';
import { outstanding } from '../src/licensing/checklist.ts';
import { approvable, check, doc, ids } from './support/procedure-law.ts';
import { mustPack } from './support/packs.ts';

const pack = mustPack('salvador-ba');
const procedure = pack.procedure as ProcedureDef;
const ART2 = ['fire-brigade-licence:art2-I', 'third-party-insurance:art2-II', 'scale-certificate:art2-IV', 'iptu:art2-V'];
const papers = (validUntil = '2026-12-31') => ART2.map((r) => doc(r.split(':')[0]!, { validUntil }));
const newCompany = { establishment: { startDate: '2020-01-01' } };

test('art. 2 caput: the TVL, then the alvará, each on the documents of art. 2 I, II, IV and V, none of them without an end date', () => {
  assert.deepEqual(
    procedure.stages.map((s) => `${s.id}:${s.kind}:${s.after.join('+')}`),
    ['tvl:tvl:', 'alvara:alvara:tvl'],
  );
  for (const s of procedure.stages) {
    assert.deepEqual(
      s.documents.map((d) => `${d.id}:${d.cite}`),
      ART2,
      s.id,
    );
    assert.ok(s.documents.every((d) => d.expires));
    assert.deepEqual(s.opinions, [], `${s.id}: the law asks no departmental opinion`);
  }
  assert.deepEqual(ids(check(pack, 'tvl', { documents: papers() })), []);
  // Each document missing is the one item, citing its inciso.
  for (const r of ART2) {
    const [id, cite] = r.split(':');
    const c = check(pack, 'tvl', { documents: papers().filter((d) => (d.data as { requirement: string }).requirement !== id) });
    assert.deepEqual(ids(c), [`document:${id}:missing`]);
    assert.equal(c.items[0]!.cite, cite);
  }
});

test('art. 2 I, II, V: a document ending the day before the decision does not count; one ending on the decision day does', () => {
  const on = check(pack, 'tvl', { documents: papers('2026-11-30'), date: '2026-11-30' });
  assert.deepEqual(ids(on), []);
  const before = check(pack, 'tvl', { documents: papers('2026-11-29'), date: '2026-11-30' });
  assert.deepEqual(
    ids(before),
    ART2.map((r) => `document:${r.split(':')[0]}:expired`),
  );
  // "guia do IPTU, em exercício": a guide with no end date is not shown to be of the year.
  const iptu = check(pack, 'tvl', { documents: [...papers().slice(0, 3), doc('iptu', { validUntil: null })] });
  assert.deepEqual(ids(iptu), ['document:iptu:no-validity']);
});

test('art. 1 caput and art. 2: the alvará of a new company needs the TVL in force first; with it, nothing else', () => {
  assert.deepEqual(ids(check(pack, 'alvara', { documents: papers(), input: newCompany })), ['stage:tvl:not-issued']);
  assert.deepEqual(ids(check(pack, 'alvara', { documents: papers(), input: newCompany, inForce: ['tvl'] })), []);
});

test('art. 2 § 2º: the NBR 15514 distances are "Para obtenção do Alvará" — an evaluation made as a TVL application does not serve it', () => {
  const alvara = procedure.stages.find((s) => s.id === 'alvara')!;
  assert.deepEqual(alvara.evaluation, { notAs: ['tvl'], as: 'new', cite: 'art2-par2' });
  const base = {
    procedure,
    stage: alvara,
    date: '2026-11-30',
    verdictOnDate: null,
    documents: papers(),
    opinions: [],
    holds: [],
    stagesInForce: new Set(['tvl']),
  };
  const asTvl = outstanding({ ...base, evaluation: { id: 'e', date: '2026-11-30', result: approvable, applicationType: 'tvl' } });
  assert.deepEqual(
    asTvl.map((o) => `${o.kind}:${o.state}:${o.cite}`),
    ['evaluation:other-stage:art2-par2'],
  );
  const asNew = outstanding({ ...base, evaluation: { id: 'e', date: '2026-11-30', result: approvable, applicationType: 'new' } });
  assert.deepEqual(asNew, []);
});

test('arts. 12 and 15: temporary and definitive cassação, closure on the third notice, revocation after 90 days closed with full defence', () => {
  assert.deepEqual(procedure.dueProcess.sanctions, { suspend: 'art12', interdict: 'art15-par1', revoke: 'art12' });
  assert.equal(procedure.dueProcess.cite, 'art15-par2');
  assert.equal(pack.enforcement?.revocationAfterClosure?.unit, 'art15-par2');
  const days = pack.parameters.find((p) => p.id === pack.enforcement?.revocationAfterClosure?.daysParameter)?.values.at(-1)?.value;
  assert.equal(days, 90);
  // The law gives the decision to no other authority: the officer's, for every sanction.
  for (const action of ['suspend', 'interdict', 'revoke'] as const) assert.equal(sanctionAuthority(procedure, action, 'alvara'), null);
  // "ampla defesa" with no term in the law: the 15 days are the municipality's choice.
  assert.equal(procedure.dueProcess.defenceDaysCite, undefined);
  const c = openCase(procedure, 'revoke', 'Armazenamento em desacordo (art. 12)', '2026-12-01');
  assert.ok(!('refused' in c));
  assert.equal(c.defenceUntil, '2026-12-16');
});

test('no term of validity in the law: the alvará’s year is the municipality’s choice, the TVL has none; art. 1 § 1º is a one-off', () => {
  const [tvl, alvara] = procedure.stages;
  assert.equal(tvl!.validity, null);
  assert.equal(alvara!.validityCite, undefined);
  assert.equal(procedure.renewal?.dueWithinDaysCite, undefined);
  // The renewal cites the alvará it renews (art. 1), not the one-off six months of § 1º.
  assert.equal(procedure.renewal?.cite, 'art1');
  const end = expiryOf(alvara!, '2026-11-30');
  assert.deepEqual(
    ['2027-10-30', '2027-10-31', '2027-11-30', '2027-12-01'].map((d) => phaseOn('active', end, d, procedure.renewal)),
    ['active', 'due-for-renewal', 'due-for-renewal', 'expired'],
  );
  assert.equal(expiryOf(tvl!, '2026-11-30'), null);
});
