/**
 * The licensing procedure of Lei 709/1993 (Vitória da Conquista), checked from the law's words,
 * not from our examples:
 *  - art. 2: "autorizar a construção e o funcionamento" — two acts, the construction first; the
 *    law names no document or opinion for the construction authorisation;
 *  - art. 19 I–IV: "antes de conceder o Alvará para funcionamento … deverá solicitar pareceres
 *    técnicos" of four departments — the alvará is not issued without each of them, and whether an
 *    unfavourable one bars it is the reading unfavourable-opinion-effect (the evaluation's), read
 *    by the checklist too: binding (default) bars it; advisory leaves it to the deciding body,
 *    whose decision names it;
 *  - art. 5 § 3º: the alvará states the resale type and the number of botijões;
 *  - art. 26 II: the administration's opinion on suspension or revocation "para o Chefe do
 *    Executivo Municipal", who decides; a closure order is not in art. 26;
 *  - no term of validity, renewal window or defence term is in the law: the product says each is
 *    the municipality's choice (one year; 30 days; 15 days), and counts them on both sides.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { vdcLaw } from '../laws/vitoria-da-conquista-ba/text.ts';
import type { ProcedureDef } from '../src/core/procedure.ts';
import { decidableOn, expiryOf, openCase, phaseOn, sanctionAuthority } from '../src/licensing/lifecycle.ts';
import { exampleInput } from './support/licensing.ts';
import { check, ids, onExampleApplication, opinion, registryWith, withValues } from './support/procedure-law.ts';
import { mustPack, packs } from './support/packs.ts';

const pack = mustPack('vitoria-da-conquista-ba');
const procedure = pack.procedure as ProcedureDef;
const DEPARTMENTS = ['urbanism', 'public-services', 'health', 'legal'] as const;
const ITEMS = ['art19-I', 'art19-II', 'art19-III', 'art19-IV'];
const favourable = (except?: string, status = 'favourable') =>
  DEPARTMENTS.map((d) => opinion('alvara', d, d === except ? status : 'favourable', d === except ? 'Contrário ao pedido' : null));
const depot = { activity: 'glp-depot', inForce: ['construction'] };
const advisory = withValues(pack, 'unfavourable-opinion-effect', [{ from: vdcLaw.inForceFrom, value: 'advisory', cite: 'art19' }]);

test('art. 2: the construction authorisation comes first and the law names no document or opinion for it; the alvará follows it', () => {
  assert.deepEqual(
    procedure.stages.map((s) => `${s.id}:${s.cite}:${s.after.join('+')}`),
    ['construction:art2:', 'alvara:art19:construction'],
  );
  const construction = check(pack, 'construction');
  assert.deepEqual(ids(construction), []);
  // A depot (art. 2 authorises its construction) asking for the alvará without it: the earlier stage is missing.
  const without = check(pack, 'alvara', {
    activity: 'glp-depot',
    opinions: favourable(),
    input: { establishment: { startDate: '2020-01-01' } },
  });
  assert.deepEqual(ids(without), ['stage:construction:not-issued']);
  assert.deepEqual(ids(check(pack, 'alvara', { ...depot, opinions: favourable() })), []);
});

test('art. 19 I–IV: the alvará asks the four departments’ opinions, each citing its item; without any one of them it is not issued', () => {
  const alvara = procedure.stages.find((s) => s.id === 'alvara')!;
  assert.deepEqual(
    alvara.opinions.map((o) => `${o.department}:${o.cite}:${o.kind}`),
    DEPARTMENTS.map((d, i) => `${d}:${ITEMS[i]}:opinion`),
  );
  // The law names no document for the alvará (art. 19 asks opinions, not papers).
  assert.deepEqual(alvara.documents, []);
  assert.deepEqual(ids(check(pack, 'alvara', { ...depot, opinions: favourable() })), []);
  DEPARTMENTS.forEach((d, i) => {
    const three = favourable().filter((o) => (o.data as { department: string }).department !== d);
    const c = check(pack, 'alvara', { ...depot, opinions: three });
    assert.deepEqual(ids(c), [`opinion:${d}:missing`], d);
    assert.equal(c.items[0]!.cite, ITEMS[i]);
    // Requested and not answered: still outstanding, under either reading.
    const pending = check(pack, 'alvara', { ...depot, opinions: favourable(d, 'requested') });
    assert.deepEqual(ids(pending), [`opinion:${d}:requested`], d);
  });
});

test('art. 19, unfavourable-opinion-effect = binding (default): an unfavourable opinion bars the alvará, naming its department', () => {
  for (const d of DEPARTMENTS) {
    const c = check(pack, 'alvara', { ...depot, opinions: favourable(d, 'unfavourable') });
    assert.deepEqual(ids(c), [`opinion:${d}:unfavourable`], d);
    assert.match(c.items[0]!.message, /parecer desfavorável \(Contrário ao pedido\)/);
    assert.deepEqual(c.weighed, []);
  }
});

test('art. 19, unfavourable-opinion-effect = advisory: the law asks the opinions requested; an unfavourable one is weighed, and the decision names it with the reading', () => {
  for (const d of DEPARTMENTS) {
    const c = check(advisory, 'alvara', { ...depot, opinions: favourable(d, 'unfavourable') });
    assert.deepEqual(ids(c), [], d);
    assert.equal(c.weighed.length, 1, d);
    assert.equal(c.weighed[0]!.department, d);
    assert.match(
      c.weighed[0]!.message,
      /parecer desfavorável \(Contrário ao pedido\), solicitado antes da decisão \(art19-I+V?\) e considerado pelo órgão competente \(interpretação vitoria-da-conquista-ba\/unfavourable-opinion-effect = advisory: consultivo: .*\)\.$/,
    );
    // Not requested at all is still missing: "deverá solicitar".
    const none = check(advisory, 'alvara', {
      ...depot,
      opinions: favourable().filter((o) => (o.data as { department: string }).department !== d),
    });
    assert.deepEqual(ids(none), [`opinion:${d}:missing`]);
  }
  // The reading is read on the decision date: advisory from 01/01/2027 only.
  const from2027 = withValues(pack, 'unfavourable-opinion-effect', [
    { from: vdcLaw.inForceFrom, to: '2027-01-01', value: 'binding', cite: 'art19' },
    { from: '2027-01-01', value: 'advisory', cite: 'art19' },
  ]);
  const opinions = favourable('legal', 'unfavourable');
  assert.deepEqual(ids(check(from2027, 'alvara', { ...depot, opinions, date: '2026-12-31' })), ['opinion:legal:unfavourable']);
  assert.deepEqual(ids(check(from2027, 'alvara', { ...depot, opinions, date: '2027-01-01' })), []);
});

test('art. 5 § 3º: the alvará states the resale type, the class and the number of botijões; the construction authorisation no quantity', () => {
  const [construction, alvara] = procedure.stages;
  assert.deepEqual([...alvara!.states].sort(), ['class', 'containers', 'kg', 'resale-type']);
  assert.equal(alvara!.countsContainers?.cite, 'art5-par3');
  assert.ok(!construction!.states.includes('containers') && !construction!.states.includes('kg'));
});

test('art. 26 II: suspension and revocation of the alvará are the Mayor’s, on the administration’s opinion; a closure order is not in art. 26', () => {
  for (const action of ['suspend', 'revoke'] as const) {
    const who = sanctionAuthority(procedure, action, 'alvara');
    assert.equal(who?.id, 'chief-executive', action);
    assert.equal(who?.cite, 'art26-II');
    assert.equal(procedure.dueProcess.sanctions[action], 'art26-II');
  }
  // The construction authorisation is not the "Alvará de Revenda" of art. 26 II: its officer decides.
  assert.equal(sanctionAuthority(procedure, 'suspend', 'construction'), null);
  assert.equal(procedure.dueProcess.sanctions.interdict, undefined);
  assert.deepEqual(openCase(procedure, 'interdict', 'x', '2026-12-01'), {
    refused: 'the law of this municipality provides no interdict (sanctions: suspend, revoke)',
  });
});

test('no term in the law: the alvará’s one year, the renewal window and the defence are the municipality’s choice, counted on both sides', () => {
  const alvara = procedure.stages.find((s) => s.id === 'alvara')!;
  assert.equal(alvara.validityCite, undefined);
  assert.equal(procedure.renewal?.dueWithinDaysCite, undefined);
  assert.equal(procedure.dueProcess.defenceDaysCite, undefined);
  assert.equal(procedure.stages[0]!.validity, null);
  const end = expiryOf(alvara, '2026-11-30');
  assert.equal(end, '2027-11-30');
  const phase = (d: string) => phaseOn('active', end, d, procedure.renewal);
  assert.deepEqual(['2027-10-30', '2027-10-31', '2027-11-29', '2027-11-30', '2027-12-01'].map(phase), [
    'active',
    'due-for-renewal',
    'due-for-renewal',
    'due-for-renewal',
    'expired',
  ]);
  const c = openCase(procedure, 'suspend', 'Estoque acima do deferido (art. 26, I, b)', '2026-12-01');
  assert.ok(!('refused' in c));
  assert.equal(c.defenceUntil, '2026-12-16');
  assert.deepEqual(decidableOn('notified', c, '2026-12-16'), {
    ok: false,
    reason: {
      pt: 'o prazo de defesa corre até 16/12/2026, inclusive (decisão pedida em 16/12/2026)',
      en: 'the defence term runs until 16/12/2026 inclusive (decision asked on 16/12/2026)',
    },
  });
  assert.deepEqual(decidableOn('notified', c, '2026-12-17'), { ok: true });
});

test('art. 19 over the API: binding refuses the alvará on the Procuradoria’s unfavourable opinion, naming it; advisory issues it, the decision’s grounds naming the opinion and the reading', async () => {
  for (const [reading, registry] of [
    ['binding', packs],
    ['advisory', registryWith(advisory)],
  ] as const) {
    await onExampleApplication(registry, pack.id, async (flow, appId) => {
      // The procedure as the API states it: each opinion of art. 19 asked, with the reading its unfavourable answer is read by.
      const p = await flow.ok('applicant', 'GET', `/api/municipalities/${pack.id}/procedure`);
      for (const o of p.json.stages[1].opinions as { asked: boolean; readings: { parameter: string; value: string }[] }[])
        assert.deepEqual(
          [o.asked, o.readings.map((r) => `${r.parameter}=${r.value}`)],
          [true, [`vitoria-da-conquista-ba/unfavourable-opinion-effect=${reading}`]],
        );
      assert.equal((await flow.issue(appId, { stage: 'construction', date: '2026-11-30' })).status, 201, reading);
      const asked = await flow.ok('licensing-officer', 'POST', `/api/applications/${appId}/opinions`, { stage: 'alvara' });
      for (const o of asked.json as { id: string; data: { department: string }; version: number }[]) {
        const answer = o.data.department === 'legal' ? 'unfavourable' : 'favourable';
        await flow.ok(
          'reviewer',
          'POST',
          `/api/licensing/opinions/${o.id}/${answer}`,
          { grounds: 'Contrário ao pedido' },
          `"v${o.version}"`,
        );
      }
      const r = await flow.issue(appId, { stage: 'alvara', date: '2026-11-30' });
      if (reading === 'binding') {
        assert.equal(r.status, 409, r.text);
        assert.match(r.text, /Procuradoria Geral: parecer desfavorável \(Contrário ao pedido\)/);
      } else {
        assert.equal(r.status, 201, r.text);
        const grounds = (r.json.decision.data as { grounds: string[] }).grounds;
        assert.equal(grounds.length, 2, grounds.join(' | '));
        assert.match(
          grounds[1]!,
          /^Procuradoria Geral: parecer desfavorável \(Contrário ao pedido\), solicitado antes da decisão \(Lei 709\/1993, art\. 19, IV\) e considerado pelo órgão competente \(interpretação vitoria-da-conquista-ba\/unfavourable-opinion-effect = advisory: /,
        );
      }
    });
  }
});

test('art. 26 II over the API: a renewal does not lift the suspension the Mayor decided — refused naming replaces while suspended, issued once reinstated', async () => {
  await onExampleApplication(packs, pack.id, async (flow, appId) => {
    const D = '2026-11-30';
    assert.equal((await flow.issue(appId, { stage: 'construction', date: D })).status, 201);
    await flow.opinions(appId, 'alvara', {});
    const issued = await flow.issue(appId, { stage: 'alvara', date: D });
    assert.equal(issued.status, 201, issued.text);
    const id = issued.json.licence.id as string;
    const c = await flow.ok('licensing-officer', 'POST', `/api/licences/${id}/cases`, {
      action: 'suspend',
      grounds: 'botijões acima do deferido (art. 26, I, b)',
      date: '2026-12-01',
    });
    await flow.ok('applicant', 'POST', `/api/licensing/cases/${c.json.id}/defend`, { defence: 'sem defesa', date: '2026-12-02' }, '"v1"');
    await flow.ok(
      'licensing-officer',
      'POST',
      `/api/licensing/cases/${c.json.id}/uphold`,
      {
        decision: 'suspenso',
        date: '2026-12-03',
        act: { kind: 'Decreto', number: '9/2026', date: '2026-12-03' },
        opinion: 'Parecer 3/2026',
      },
      '"v2"',
    );
    const establishmentId = (await flow.ok('licensing-officer', 'GET', `/api/applications/${appId}`)).json.establishmentId as string;
    const renewal = await flow.applicationFor(establishmentId, exampleInput(pack.id), '2026-12-10', 'renewal');
    await flow.approve(renewal.id);
    await flow.opinions(renewal.id, 'alvara', {});
    const refused = await flow.issue(renewal.id, { date: '2026-12-10', replaces: id });
    assert.equal(refused.status, 422, refused.text);
    assert.match(refused.text, /"field":"replaces","found":"a licence suspended"/);
    assert.equal((await flow.ok('licensing-officer', 'GET', `/api/licences/${id}`)).json.status, 'suspended');
    await flow.ok('licensing-officer', 'POST', `/api/licences/${id}/lifecycle/reinstate`, {
      grounds: 'regularizado',
      date: '2026-12-10',
      // Art. 26 II, reading reinstatement-authority = deciding-authority: the Mayor lifts what he decided.
      act: { kind: 'Decreto', number: '12/2026', date: '2026-12-10' },
      opinion: 'Parecer 4/2026: irregularidade sanada',
    });
    const renewed = await flow.issue(renewal.id, { date: '2026-12-10', replaces: id });
    assert.equal(renewed.status, 201, renewed.text);
  });
});
