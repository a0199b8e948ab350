/**
 * GET /api/municipalities/{id}/procedure: validity, renewal, defence and sanctions, checked against
 * the words of the four laws (each cited unit's transcribed text, laws/<id>/text.ts):
 *  - Nova Odessa art. 16 § 1º "renováveis anualmente": the law sets the alvará's year
 *    (`setBy: law`, the article); the other three alvarás' year is the municipality's choice
 *    (`setBy: municipality`, no article), and no unit of those laws says "anualmente";
 *  - no law sets a renewal window or a defence term: both are the municipality's choice, with no
 *    article, and their `basis` is the unit they belong to;
 *  - Vitória da Conquista art. 26 II, "parecer com sugestões para o Chefe do Executivo Municipal
 *    sobre a suspensão ou a cassação do Alvará de Revenda": the Mayor decides both, for the alvará;
 *    elsewhere the licensing officer decides;
 *  - Salvador art. 15 § 1º "será interditado", § 2º "não seja sanada no prazo de 90 (noventa)
 *    dias, poderá ser cassado o Alvará": the closure order and the revocation after it, the 90 days
 *    read from the dated parameter on the date asked; Nova Odessa art. 17 parágrafo único
 *    "imediata interdição".
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestApi, type TestApi } from '../../../test/support/api.ts';
import { mustPack, packsWithValues } from '../../../test/support/packs.ts';
import { citeOf } from '../../app/licensing.ts';

let api: TestApi;
before(async () => {
  api = await openTestApi('sqlite');
});
after(async () => {
  await api?.close();
});

/** The transcribed text of the unit a citation of the pack's answer names (every citation must name one). */
function words(packId: string, citation: string): string {
  const pack = mustPack(packId);
  const cite = citeOf(pack);
  const law = pack.laws[0];
  const unit = law?.units.find((u) => cite(u.id) === citation);
  assert.ok(unit, `${packId}: no unit of the law is cited "${citation}"`);
  return unit.text;
}

async function procedure(id: string, query = '') {
  const r = await api.req('GET', `/api/municipalities/${id}/procedure${query}`);
  assert.equal(r.status, 200, r.text);
  return r.json;
}

const OFFICER = {
  role: 'licensing-officer',
  name: { pt: 'servidor do licenciamento', en: 'licensing officer' },
  title: null,
  citation: null,
  licenceKinds: null,
};

describe('the procedure’s terms and sanctions, from the laws’ words', () => {
  it('Nova Odessa art. 16 § 1º: the law sets the year of the alvará ("renováveis anualmente")', async () => {
    const p = await procedure('nova-odessa-sp');
    const [alvara] = p.stages;
    assert.deepEqual(alvara.validity, { amount: 1, unit: 'years', setBy: 'law', citation: 'Lei 1.761/2000, art. 16, § 1º' });
    assert.match(words('nova-odessa-sp', alvara.validity.citation), /renováveis anualmente/);
    // Renewed yearly, but from when to ask is not said: the window is the municipality's choice.
    assert.deepEqual(p.renewal, { windowDays: 30, setBy: 'municipality', citation: null, basis: 'Lei 1.761/2000, art. 16, § 1º' });
    assert.doesNotMatch(words('nova-odessa-sp', p.renewal.basis), /\bdias\b/);
  });

  it('the other alvarás: a year that is the municipality’s choice, with no article; the first licences have no end', async () => {
    for (const [id, noEnd] of [
      ['vitoria-da-conquista-ba', ['construction']],
      ['salvador-ba', ['tvl']],
      ['belem-pa', ['construction']],
    ] as const) {
      const p = await procedure(id);
      const alvara = p.stages.find((s: { id: string }) => s.id === 'alvara');
      assert.deepEqual(alvara.validity, { amount: 1, unit: 'years', setBy: 'municipality', citation: null }, id);
      for (const s of p.stages.filter((x: { id: string }) => (noEnd as readonly string[]).includes(x.id)))
        assert.equal(s.validity, null, `${id} ${s.id}`);
      // No unit of these laws sets a yearly term.
      assert.ok(!mustPack(id).laws[0]?.units.some((u) => /anualmente|validade d[oa] (alvará|licença)/i.test(u.text)), id);
    }
  });

  it('no law sets the renewal window or the defence term: the municipality’s choice, without an article', async () => {
    const basis = {
      'vitoria-da-conquista-ba': ['Lei 709/1993, art. 19', 'Lei 709/1993, art. 27', /processo fiscal administrativo/],
      'nova-odessa-sp': ['Lei 1.761/2000, art. 16, § 1º', 'Lei 1.761/2000, art. 18', /penalidades e procedimentos/],
      'salvador-ba': [
        'Lei de Salvador de 26/07/2011, art. 1º',
        'Lei de Salvador de 26/07/2011, art. 15, § 2º',
        /ampla defesa e ao contraditório/,
      ],
      'belem-pa': ['Lei de Belém de 16/01/2012, art. 1º', 'Lei de Belém de 16/01/2012, art. 8º', /fiscalizará/],
    } as const;
    for (const [id, [renewal, defence, defenceWords]] of Object.entries(basis)) {
      const p = await procedure(id);
      assert.deepEqual(p.renewal, { windowDays: 30, setBy: 'municipality', citation: null, basis: renewal }, id);
      assert.deepEqual(p.defence, { days: 15, dayCount: 'calendar', setBy: 'municipality', citation: null, basis: defence }, id);
      // The unit the defence rests on names the process, not a number of days.
      const text = words(id, defence);
      assert.match(text, defenceWords, id);
      assert.doesNotMatch(text, /\b15\b|quinze/, id);
    }
  });

  it('Vitória da Conquista art. 26 II: the Mayor (Chefe do Executivo Municipal) decides the suspension and the revocation of the alvará', async () => {
    const p = await procedure('vitoria-da-conquista-ba');
    const mayor = {
      role: 'chief-executive',
      name: { pt: 'Prefeito', en: 'Mayor' },
      title: { pt: 'Chefe do Executivo Municipal', en: 'Mayor (Chefe do Executivo Municipal)' },
      citation: 'Lei 709/1993, art. 26, II',
      licenceKinds: ['alvara'],
    };
    const { liftedBy, ...suspend } = p.sanctions.suspend;
    assert.deepEqual(suspend, {
      name: { pt: 'suspensão', en: 'suspension' },
      citation: 'Lei 709/1993, art. 26, II',
      ground: 'named',
      groundText: null,
      decidedBy: mayor,
    });
    // Silent on lifting it: the reading reinstatement-authority (test/reinstatement-authority.test.ts).
    assert.equal(liftedBy.role, 'chief-executive');
    assert.deepEqual(p.sanctions.revoke, {
      name: { pt: 'cassação', en: 'revocation' },
      citation: 'Lei 709/1993, art. 26, II',
      ground: 'named',
      groundText: null,
      decidedBy: mayor,
      liftedBy: null,
    });
    const text = words('vitoria-da-conquista-ba', mayor.citation);
    assert.match(text, /Chefe do Executivo Municipal sobre a suspensão ou a cassação do Alvará de Revenda/);
    assert.ok(text.includes(mayor.title.pt));
    // The law names no closure order and no revocation after one.
    assert.equal(p.sanctions.interdict, null);
    assert.equal(p.sanctions.revocationAfterClosure, null);
    // Art. 5 § 3º: the alvará specifies "a quantidade de botijões permitida"; the construction authorisation states no quantity.
    const [construction, alvara] = p.stages;
    const quantity = alvara.states.find((s: { id: string }) => s.id === 'quantity');
    assert.deepEqual(quantity.containers, {
      name: { pt: 'botijões', en: 'cylinders' },
      citation: 'Lei 709/1993, art. 5º, § 3º',
      containerKg: 13,
    });
    assert.match(words('vitoria-da-conquista-ba', quantity.containers.citation), /quantidade de botijões permitida/);
    assert.deepEqual(
      construction.states.map((s: { id: string }) => s.id),
      ['resale-type', 'class'],
    );
  });

  it('elsewhere the licensing officer decides, under the unit naming each sanction', async () => {
    const expected = {
      'nova-odessa-sp': { suspend: /além das penalidades/, interdict: /imediata interdição/, revoke: /além das penalidades/ },
      'salvador-ba': {
        suspend: /cassação temporária/,
        interdict: /será interditado o estabelecimento/,
        revoke: /cassação temporária ou definitiva/,
      },
      'belem-pa': { suspend: /fiscalizará/, interdict: null, revoke: /fiscalizará/ },
    } as const;
    for (const [id, actions] of Object.entries(expected)) {
      const p = await procedure(id);
      for (const [action, law] of Object.entries(actions)) {
        const s = p.sanctions[action];
        if (law === null) {
          assert.equal(s, null, `${id} ${action}`);
          continue;
        }
        assert.deepEqual(s.decidedBy, OFFICER, `${id} ${action}`);
        // The officer lifts what the officer decided, without a reading; a revocation is not lifted.
        if (action === 'revoke') assert.equal(s.liftedBy, null, `${id} ${action}`);
        else assert.deepEqual(s.liftedBy, { role: OFFICER.role, name: OFFICER.name, reading: null }, `${id} ${action}`);
        assert.match(words(id, s.citation), law, `${id} ${action}`);
      }
    }
  });

  it('Salvador art. 15 § 2º: revocation after a closure not remedied in 90 days; the days read on the date asked', async () => {
    const p = await procedure('salvador-ba');
    assert.deepEqual(p.sanctions.revocationAfterClosure, { days: 90, citation: 'Lei de Salvador de 26/07/2011, art. 15, § 2º' });
    assert.match(
      words('salvador-ba', p.sanctions.revocationAfterClosure.citation),
      /não seja sanada no prazo de 90 \(noventa\) dias, poderá ser cassado o Alvará/,
    );
    for (const id of ['vitoria-da-conquista-ba', 'nova-odessa-sp', 'belem-pa'])
      assert.equal((await procedure(id)).sanctions.revocationAfterClosure, null, id);
    // A municipality that moves the period (a dated value): the answer on each side of the day it changes.
    const moved = await openTestApi('sqlite', {
      packs: packsWithValues('salvador-ba', 'revocation-after-interdiction-days', [
        { from: '2011-07-26', to: '2027-01-01', value: 90, cite: 'art15-par2' },
        { from: '2027-01-01', value: 120, cite: 'art15-par2' },
      ]),
    });
    try {
      const on = async (date: string) => {
        const r = await moved.req('GET', `/api/municipalities/salvador-ba/procedure?date=${date}`);
        assert.equal(r.status, 200, r.text);
        assert.equal(r.json.date, date);
        return r.json.sanctions.revocationAfterClosure.days;
      };
      assert.equal(await on('2026-12-31'), 90);
      assert.equal(await on('2027-01-01'), 120);
    } finally {
      await moved.close();
    }
  });

  it('a date before the law is refused naming `date`; the date answered is the one asked', async () => {
    const r = await api.req('GET', '/api/municipalities/belem-pa/procedure?date=2012-01-15');
    assert.equal(r.status, 422, r.text);
    assert.deepEqual(
      r.json.errors.map((e: { field: string; found: string }) => [e.field, e.found]),
      [['date', '2012-01-15']],
    );
    assert.match(r.json.errors[0].expected, /16\/01\/2012/);
    // The same day typed as Brazilians write it is the same refusal; the day the law came into force is answered.
    const typed = await api.req('GET', '/api/municipalities/belem-pa/procedure?date=15/01/2012');
    assert.equal(typed.status, 422, typed.text);
    assert.deepEqual(typed.json.errors, r.json.errors);
    assert.equal((await procedure('belem-pa', '?date=16/01/2012')).date, '2012-01-16');
    assert.equal((await procedure('belem-pa', '?date=2012-01-16')).date, '2012-01-16');
  });
});

describe('what each sanction rests on, from the laws’ words', () => {
  // A unit names the sanction when it says it (Salvador art. 12's "cassação temporária" is the suspension).
  const STEMS = { suspend: /suspens|cassação temporária/i, interdict: /interdi/i, revoke: /cassa/i } as const;
  const wholeLaw = (id: string) => (mustPack(id).laws[0]?.units ?? []).map((u) => u.text).join('\n');

  it('a sanction `named` is said by its unit; one the law never names rests on the police power (Belém art. 8) or a reference (Nova Odessa art. 18)', async () => {
    const seen = new Set<string>();
    for (const id of ['vitoria-da-conquista-ba', 'nova-odessa-sp', 'salvador-ba', 'belem-pa']) {
      const p = await procedure(id);
      for (const action of ['suspend', 'interdict', 'revoke'] as const) {
        const s = p.sanctions[action];
        if (s === null) continue;
        seen.add(`${id}:${action}:${s.ground}`);
        if (s.ground === 'named') {
          assert.match(words(id, s.citation), STEMS[action], `${id} ${action}: ${s.citation} names it`);
          assert.equal(s.groundText, null);
        } else {
          // Not a word of the law names it: the answer must not say the article does.
          assert.doesNotMatch(wholeLaw(id), STEMS[action], `${id} ${action}`);
          assert.equal(typeof s.groundText.pt, 'string');
        }
      }
    }
    for (const expected of [
      'belem-pa:suspend:police-power',
      'belem-pa:revoke:police-power',
      'nova-odessa-sp:suspend:by-reference',
      'nova-odessa-sp:revoke:by-reference',
      'nova-odessa-sp:interdict:named',
      'vitoria-da-conquista-ba:suspend:named',
      'salvador-ba:suspend:named',
    ])
      assert.ok(seen.has(expected), expected);
    assert.match(words('belem-pa', 'Lei de Belém de 16/01/2012, art. 8º'), /fiscalizará/);
    assert.match(words('nova-odessa-sp', 'Lei 1.761/2000, art. 18'), /além das penalidades e procedimentos prescritos no Decreto Federal/);
  });
});
