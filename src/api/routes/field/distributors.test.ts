/** Distributors' yearly lists over HTTP on both engines: refused whole naming the line, kept, reported, role- and municipality-checked. */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { forEachEngine, makeUser, openTestApi, type Principal, type TestApi } from '../../../../test/support/api.ts';

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
  before(async () => {
    api = await openTestApi(engine);
    officer = await makeUser(api, ['licensing-officer'], NO, 'Fiscal NO');
    stranger = await makeUser(api, ['licensing-officer'], 'belem-pa', 'Fiscal Belém');
    applicant = await makeUser(api, ['applicant'], NO, 'Requerente');
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
});
