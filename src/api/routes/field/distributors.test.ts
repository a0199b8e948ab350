/** Distributors' yearly lists over HTTP on both engines: refused whole naming the line, kept, reported, role- and municipality-checked. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DISTRIBUTOR_CNPJ, forEachEngine, makeUser, openTestApi, type Principal, type TestApi } from '../../../../test/support/api.ts';
import { DEFAULT_TIME_ZONE, todayIn } from '../../../core/local-date.ts';

/** The server's year: its "today" is Brasília's (todayIn), not UTC's (they differ on New Year's Eve after 21:00). */
const thisYear = (): number => Number(todayIn(DEFAULT_TIME_ZONE, new Date()).slice(0, 4));

const NO = 'nova-odessa-sp';
const b64 = (rows: string[]) => Buffer.from(['tipo;cnpj;nome', ...rows].join('\n')).toString('base64');
const body = (rows: string[]) => ({
  distributorCnpj: '51143064127760',
  distributorName: 'Gás Azul',
  brand: 'Azul',
  year: 2025,
  receivedOn: '2025-03-10',
  fileName: 'relacao.csv',
  content: b64(rows),
});

await forEachEngine('distributor lists API', (engine) => {
  let api: TestApi;
  let officer: Principal;
  let stranger: Principal;
  let applicant: Principal;
  let distributor: Principal;
  let rival: Principal;
  let admin: Principal;
  before(async () => {
    api = await openTestApi(engine);
    officer = await makeUser(api, ['licensing-officer'], NO, 'Fiscal NO');
    stranger = await makeUser(api, ['licensing-officer'], 'belem-pa', 'Fiscal Belém');
    applicant = await makeUser(api, ['applicant'], NO, 'Requerente');
    distributor = await makeUser(api, ['distributor'], NO, 'Gás Próprio Distribuidora');
    rival = await makeUser(api, ['distributor'], NO, 'Gás Rival', '90000003000118');
    admin = await makeUser(api, ['municipal-admin'], NO, 'Admin NO');
  });
  after(() => api.close());

  it('a bad CNPJ line: 422 naming the line, nothing kept', async () => {
    const r = await api.req('POST', `/api/municipalities/${NO}/distributor-lists`, {
      token: officer.token,
      body: body(['revendedor;90532001500229;Boa', 'revendedor;90532001500228;Ruim']),
    });
    assert.equal(r.status, 422, r.text);
    assert.equal(r.json.errors[0].field, 'relacao.csv line 3: cnpj');
    const rep = await api.req('GET', `/api/municipalities/${NO}/distributor-lists/report?year=2025&date=2025-06-01`, {
      token: officer.token,
    });
    assert.equal(rep.json.lists.length, 0);
  });

  it('a good list: 201, then the report lists the unlicensed reseller', async () => {
    const r = await api.req('POST', `/api/municipalities/${NO}/distributor-lists`, {
      token: officer.token,
      body: body(['revendedor;90532001500229;Boa']),
    });
    assert.equal(r.status, 201, r.text);
    assert.equal(r.json.lines, 1);
    const rep = await api.req('GET', `/api/municipalities/${NO}/distributor-lists/report?year=2025&date=2025-06-01`, {
      token: officer.token,
    });
    assert.equal(rep.status, 200, rep.text);
    assert.deepEqual(
      rep.json.listedButUnlicensed.map((x: { cnpj: string }) => x.cnpj),
      ['90532001500229'],
    );
  });

  it('law audit 04/12/2026: no list was due before the law (1999: 422 on year); the report in English with lang=en', async () => {
    const old = await api.req('POST', `/api/municipalities/${NO}/distributor-lists`, {
      token: officer.token,
      body: { ...body(['revendedor;90532001500229;Boa']), year: 1999, receivedOn: '2001-01-10' },
    });
    assert.equal(old.status, 422, old.text);
    assert.equal(old.json.errors[0].field, 'year');
    const green = await api.req('POST', `/api/municipalities/${NO}/distributor-lists`, {
      token: officer.token,
      body: { ...body(['revendedor;90532001500229;Boa']), distributorCnpj: '33000167000101', distributorName: 'Gás Verde', brand: 'Verde' },
    });
    assert.equal(green.status, 201, green.text);
    const rep = await api.req('GET', `/api/municipalities/${NO}/distributor-lists/report?year=2025&date=2025-06-01&lang=en`, {
      token: officer.token,
    });
    assert.equal(rep.status, 200, rep.text);
    assert.match(rep.json.brandProblems[0].problem, /^listed by distributors of different brands \((Azul, Verde|Verde, Azul)\)/);
  });

  it('another municipality’s official cannot record here and sees no list; an applicant is refused', async () => {
    const w = await api.req('POST', `/api/municipalities/${NO}/distributor-lists`, {
      token: stranger.token,
      body: body(['revendedor;90532001500229;X']),
    });
    assert.equal(w.status, 403);
    const rep = await api.req('GET', `/api/municipalities/${NO}/distributor-lists/report?year=2025&date=2025-06-01`, {
      token: stranger.token,
    });
    assert.equal(rep.json.lists.length, 0);
    const a = await api.req('GET', `/api/municipalities/${NO}/distributor-lists/report?year=2025`, { token: applicant.token });
    assert.equal(a.status, 403);
    assert.equal((await api.req('GET', `/api/municipalities/${NO}/distributor-lists/report?year=2025`)).status, 401);
  });

  describe('a distributor account (Lei 1.761/2000, art. 13, § 1º: each distributor gives its own list)', () => {
    const mine = (rows: string[]) => {
      // This year's (due 31/12 of it: on time today); last year's filed today is late.
      const { distributorCnpj: _, distributorName: __, receivedOn: ___, ...rest } = body(rows);
      return { ...rest, year: thisYear() };
    };
    const post = (who: Principal, b: unknown) =>
      api.req('POST', `/api/municipalities/${NO}/distributor-lists`, { token: who.token, body: b });
    const lists = (who: Principal, muni = NO) => api.req('GET', `/api/municipalities/${muni}/distributor-lists`, { token: who.token });

    it('files its own list (201): its CNPJ and name by default, received today', async () => {
      const r = await post(distributor, mine(['revendedor;90532001500229;Boa']));
      assert.equal(r.status, 201, r.text);
      assert.equal(r.json.distributorCnpj, DISTRIBUTOR_CNPJ);
      assert.equal(r.json.receivedOn, todayIn(DEFAULT_TIME_ZONE, new Date()));
      // Naming itself is the same.
      const again = await post(distributor, {
        ...mine(['revendedor;90532001500229;Boa']),
        distributorCnpj: '90.000.002/0001-73',
        year: thisYear() - 1,
      });
      assert.equal(again.status, 201, again.text);
    });

    it('another company’s CNPJ: 403 saying so, nothing kept; an earlier received date: 403', async () => {
      const before = (await lists(officer)).json.items.length;
      const r = await post(distributor, { ...mine(['revendedor;90532001500229;Boa']), distributorCnpj: '51143064127760' });
      assert.equal(r.status, 403, r.text);
      assert.equal(r.json.type.endsWith('forbidden'), true);
      assert.match(r.json.detail, /90\.000\.002\/0001-73.*51\.143\.064\/1277-60/);
      const dated = await post(distributor, { ...mine(['revendedor;90532001500229;Boa']), receivedOn: '2025-01-01' });
      assert.equal(dated.status, 403, dated.text);
      assert.equal((await lists(officer)).json.items.length, before);
      // A bad line is refused to it as to an official, naming the line.
      const bad = await post(distributor, mine(['revendedor;90532001500229;Boa', 'revendedor;123;Ruim']));
      assert.equal(bad.status, 422, bad.text);
      assert.equal(bad.json.errors[0].field, 'relacao.csv line 3: cnpj');
    });

    it('reads its own lists only; the official reads every distributor’s', async () => {
      const r = await post(rival, mine(['revendedor;90532001500229;Boa']));
      assert.equal(r.status, 201, r.text);
      const own = await lists(distributor);
      assert.equal(own.status, 200, own.text);
      assert.equal(own.json.items.length, 2);
      assert.ok(own.json.items.every((l: { distributorCnpj: string }) => l.distributorCnpj === DISTRIBUTOR_CNPJ));
      assert.deepEqual(
        own.json.items.map((l: { year: number; late: boolean }) => [l.year, l.late]),
        [
          [thisYear(), false],
          [thisYear() - 1, true],
        ],
      );
      assert.equal(own.json.deadlineReading.parameter, `${NO}/distributor-list-deadline`);
      const theirs = await lists(rival);
      assert.deepEqual(
        theirs.json.items.map((l: { distributorCnpj: string }) => l.distributorCnpj),
        ['90000003000118'],
      );
      const all = (await lists(officer)).json.items.map((l: { distributorCnpj: string }) => l.distributorCnpj);
      assert.ok(all.includes(DISTRIBUTOR_CNPJ) && all.includes('90000003000118') && all.includes('51143064127760'));
    });

    it('never the report (403); an official of another municipality sees no list; an applicant none', async () => {
      const rep = await api.req('GET', `/api/municipalities/${NO}/distributor-lists/report?year=2025`, { token: distributor.token });
      assert.equal(rep.status, 403, rep.text);
      const s = await lists(stranger);
      assert.equal(s.status, 200, s.text);
      assert.equal(s.json.items.length, 0);
      assert.equal((await lists(applicant)).status, 403);
      // Belém's law has no such lists: a problem, not an empty list.
      const bel = await lists(stranger, 'belem-pa');
      assert.equal(bel.status, 422, bel.text);
      assert.match(bel.json.detail, /not applicable|não se aplica|municipality/);
    });

    it('an account with the role distributor needs the company’s CNPJ at creation (422 naming distributorCnpj)', async () => {
      const u = (extra: Record<string, unknown>) =>
        api.req('POST', '/api/users', {
          token: admin.token,
          body: {
            email: `d-${Math.random().toString(36).slice(2)}@example.org`,
            name: 'Gás',
            municipality: NO,
            roles: ['distributor'],
            ...extra,
          },
        });
      for (const extra of [{}, { distributorCnpj: '90000001000128' }]) {
        const r = await u(extra);
        assert.equal(r.status, 422, r.text);
        assert.equal(r.json.errors[0].field, 'distributorCnpj');
      }
      const ok = await u({ distributorCnpj: '90.000.001/0001-29' });
      assert.equal(ok.status, 201, ok.text);
      assert.equal(ok.json.distributorCnpj, '90000001000129');
      const inspector = await u({ roles: ['inspector'], distributorCnpj: '90000001000129' });
      assert.equal(inspector.status, 422, inspector.text);
      assert.equal(inspector.json.errors[0].field, 'distributorCnpj');
    });
  });
});
