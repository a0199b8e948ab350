/**
 * The date the opinions are requested on. `requestOpinions` reads the procedure's readings on the
 * date of the evaluation the decision rests on, or — with none — on the municipality's day, not
 * UTC's: the four municipalities are at UTC−3 (America/Bahia, America/Belem, America/Sao_Paulo),
 * so at 23:30 on 31/12 it is still 31/12 there while UTC is already 01/01.
 *
 * Observed through a reading whose value changes on 01/01/2027: Vitória da Conquista art. 2
 * ("autorizar a construção e o funcionamento de postos … de depósitos"), construction-authorisation-
 * scope = posts-and-depots until 31/12/2026 (a shop of another trade reselling GLP asks for the
 * alvará without the construction authorisation: the four opinions of art. 19 I–IV are requested)
 * and every-establishment from 01/01/2027 (the construction authorisation is asked first: its
 * stage has no opinions, none requested). 23:30 local on 31/12 vs 00:30 local on 01/01.
 */
import assert from 'node:assert/strict';
import { after, before, it, test } from 'node:test';
import { vdcLaw } from '../laws/vitoria-da-conquista-ba/text.ts';
import { requestOpinions } from '../src/app/licensing.ts';
import { municipalityToday, todayIn } from '../src/core/local-date.ts';
import type { OpinionData } from '../src/domain/licensing.ts';
import { forEachEngine, makeUser, openTestApi, type TestApi } from './support/api.ts';
import { actorsOf, exampleInput, Flow } from './support/licensing.ts';
import { mustPack, packs, packsWithValues } from './support/packs.ts';

const VDC = 'vitoria-da-conquista-ba';
/** 23:30 on 31/12/2026 at UTC−3; UTC is 02:30 on 01/01/2027. */
const EVENING = new Date('2027-01-01T02:30:00Z');
/** 00:30 on 01/01/2027 at UTC−3. */
const AFTER_MIDNIGHT = new Date('2027-01-01T03:30:00Z');

test('the municipality’s day: 23:30 on 31/12 is 31/12 in each of the four (UTC−3), 00:30 on 01/01 is 01/01', () => {
  assert.equal(todayIn('UTC', EVENING), '2027-01-01');
  for (const pack of packs.list()) {
    assert.equal(municipalityToday(pack, EVENING), '2026-12-31', pack.id);
    assert.equal(municipalityToday(pack, AFTER_MIDNIGHT), '2027-01-01', pack.id);
  }
  // A pack without field data: Brasília time.
  assert.equal(municipalityToday({}, EVENING), '2026-12-31');
  assert.equal(mustPack('belem-pa').field?.timeZone, 'America/Belem');
});

// The municipality changes its reading from 01/01/2027 (a dated value of its pack).
const changing = packsWithValues(VDC, 'construction-authorisation-scope', [
  { from: vdcLaw.inForceFrom, to: '2027-01-01', value: 'posts-and-depots', cite: 'art2' },
  { from: '2027-01-01', value: 'every-establishment', cite: 'art2' },
]);

await forEachEngine('requestOpinions without an evaluation: the readings on the municipality’s day', (engine) => {
  let api: TestApi;
  let flow: Flow;
  let officer: string;
  before(async () => {
    api = await openTestApi(engine, { packs: changing });
    flow = new Flow(api, await actorsOf(api, VDC));
    officer = (await makeUser(api, ['licensing-officer'], VDC, 'Servidora de Conquista')).user.id;
  });
  after(async () => {
    await api?.close();
  });

  /** A shop of another trade reselling GLP, its application filed and not evaluated; the opinions requested at `now`. */
  const requestAt = async (name: string, now: Date) => {
    const input = exampleInput(VDC);
    input['activity'] = 'other-commerce';
    const establishment: Record<string, unknown> = { ...(input['establishment'] as Record<string, unknown>), name };
    const e = await flow.ok('applicant', 'POST', '/api/establishments', {
      name,
      cnpj: establishment['cnpj'],
      address: { street: 'Rua Siqueira Campos', number: '10' },
    });
    const a = await flow.ok('applicant', 'POST', '/api/applications', {
      type: 'new',
      establishmentId: e.json.id,
      input: { ...input, establishment },
    });
    await flow.ok('applicant', 'POST', `/api/applications/${a.json.id}/submit`, undefined, '"v1"');
    const scope = { userId: officer, municipality: VDC, roles: ['licensing-officer' as const], requestId: `opinions-${name}` };
    const items = await requestOpinions({ packs: changing, repo: api.deps.repo, now: () => now }, scope, a.json.id as string, undefined);
    return items.map((o) => `${(o.data as unknown as OpinionData).stage}/${(o.data as unknown as OpinionData).department}`);
  };

  it('23:30 on 31/12 (UTC 01/01): posts-and-depots still — the alvará’s four opinions of art. 19 requested', async () => {
    const asked = await requestAt('Mercearia Noite de Ano-Novo', EVENING);
    const alvara = changing.require(VDC).procedure?.stages.find((s) => s.id === 'alvara');
    assert.deepEqual(
      asked,
      (alvara?.opinions ?? []).map((o) => `alvara/${o.department}`),
    );
    assert.equal(asked.length, 4);
  });

  it('00:30 on 01/01: every-establishment — the construction authorisation first, whose stage asks no opinion', async () => {
    assert.deepEqual(await requestAt('Mercearia Primeiro de Janeiro', AFTER_MIDNIGHT), []);
  });
});
