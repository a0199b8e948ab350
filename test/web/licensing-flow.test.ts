/**
 * The licensing procedure between departments in a real browser against the real server, desktop
 * and phone (branch webflow). Belém: the operating licence (art. 1) after the construction
 * licence (art. 2, with the works and urbanism opinion of its caput), with the fire brigade's
 * inspection of extinguishers and fire prevention (art. 3, III) given by the role `fire-brigade`.
 *  - The officer requests the inspection, opens a hold (no licence while it is open) and releases
 *    it with a reason; the fire brigade, on "Pareceres", is told that a request for changes needs
 *    grounds, then asks for changes; the applicant reads what was asked and resubmits; the fire
 *    brigade's answer in another tab makes the first tab's answer stale, and the API's refusal is
 *    shown as it states it; the officer sees the opinion's history and issues the licence.
 *  - Deny: the officer denies a submitted application with grounds; the applicant sees the denial,
 *    its grounds and the denial letter (a PDF whose text states the grounds).
 *  - Survey declarations (/admin/levantamentos): the API's refusals beside the field they name (a
 *    date in the future, a ring of three points), a file that is not a polygon, then a polygon and
 *    the whole municipality declared. Every screen: axe-core, CSP violations, errors, sideways scrolling.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { hashPassword } from '../../src/auth/password.ts';
import type { Role } from '../../src/domain/roles.ts';
import { APPLICANT, apiCall, describeScreens, MUNICIPAL_ADMIN, OFFICIAL, screenshot, signOut, text, tokenOf } from '../support/web.ts';
import { exampleInput, PDF_BYTES } from '../support/licensing.ts';

interface Who {
  email: string;
  password: string;
  name: string;
}

async function signIn(page: Page, url: string, who: Who): Promise<void> {
  await page.goto(`${url}/entrar`);
  // Still signed in after a failed test: sign out first, so one failure does not hide the next test's result.
  const out = page.getByRole('button', { name: 'Sair' });
  await page.getByLabel('E-mail').or(out).first().waitFor();
  if (await out.isVisible()) {
    await signOut(page);
    await page.goto(`${url}/entrar`);
  }
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha').fill(who.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await page.getByText(`Você já está conectado como ${who.name}`).waitFor();
}

/** A signed-in API client for setting the stage (a bearer token through the API's own login). */
async function client(url: string, who: { email: string; password: string }) {
  const token = await tokenOf(url, who, 'teste do fluxo de licenciamento');
  return (method: string, path: string, body?: unknown, ifMatch?: string) => apiCall(url, token, method, path, body, ifMatch);
}
type Client = Awaited<ReturnType<typeof client>>;

/** An application of Belém filed by the applicant (submitted), with the establishment named `name`. */
async function file(applicant: Client, name: string, municipality = 'belem-pa'): Promise<{ id: string; etag: string }> {
  const input = exampleInput(municipality);
  const est = input['establishment'] as { name: string; cnpj: string };
  est.name = name;
  const e = await applicant('POST', '/api/establishments', { municipality, name, cnpj: est.cnpj });
  const a = await applicant('POST', '/api/applications', { type: 'new', establishmentId: e.json['id'], input });
  const id = a.json['id'] as string;
  const s = await applicant('POST', `/api/applications/${id}/submit`, undefined, a.etag);
  return { id, etag: s.etag };
}

/** A document presented by the applicant and accepted by the officer. */
async function accepted(applicant: Client, officer: Client, id: string, requirement: string, extra: Record<string, unknown> = {}) {
  const d = await applicant('POST', `/api/applications/${id}/documents`, {
    requirement,
    fileName: `${requirement}.pdf`,
    mediaType: 'application/pdf',
    contentBase64: PDF_BYTES.toString('base64'),
    ...extra,
  });
  await officer('POST', `/api/licensing/documents/${d.json['id']}/accept`, {}, d.etag);
}

const FIRE = 'Corpo de Bombeiros: extintores e prevenção de incêndio';

describeScreens('licensing between departments in Chromium', (s) => {
  const firm = () => `Gás Fluxo ${s.viewport}`;
  const denied = () => `Gás Indeferido ${s.viewport}`;
  const brigade = (): Who => ({
    email: `bombeiro.${s.viewport}@belem.example`,
    password: 'senha-de-teste-123',
    name: `Cabo Bombeiro ${s.viewport}`,
  });
  let appId = '';
  let opinionId = '';
  /** The HTTP error the stale answer provokes (recorded when it happens). */
  const provoked: string[] = [];

  it('officer requests the inspection and places and lifts a hold; the fire brigade asks for changes', async () => {
    const { url, today } = s.world();
    const applicant = await client(url, APPLICANT);
    const officer = await client(url, OFFICIAL);
    const admin = await client(url, MUNICIPAL_ADMIN);
    const b = brigade();
    await admin('POST', '/api/users', {
      email: b.email,
      name: b.name,
      municipality: 'belem-pa',
      roles: ['fire-brigade'],
      password: b.password,
    });
    // Filed, evaluated and approved; the construction licence (art. 2) issued; the operating licence's documents (art. 3, II and V) accepted.
    const app = await file(applicant, firm());
    appId = app.id;
    await officer('POST', `/api/applications/${appId}/evaluations`, { date: today, useRegistry: false });
    const review = await officer('PATCH', `/api/applications/${appId}`, { status: 'under-review' }, app.etag);
    await officer('PATCH', `/api/applications/${appId}`, { status: 'approved' }, review.etag);
    await accepted(applicant, officer, appId, 'anp-authorisation');
    await accepted(applicant, officer, appId, 'environmental-licence', { validUntil: '2030-12-31' });
    await accepted(applicant, officer, appId, 'other-licences');
    await accepted(applicant, officer, appId, 'company-registration');
    await accepted(applicant, officer, appId, 'tax-registrations');
    // Art. 2 caput: the works and urbanism department's opinion on the building legislation, favourable.
    const plans = { email: `obras.${s.viewport}@belem.example`, password: 'senha-de-teste-123' };
    await admin('POST', '/api/users', { ...plans, name: `Analista de Obras ${s.viewport}`, municipality: 'belem-pa', roles: ['reviewer'] });
    const [asked] = (await officer('POST', `/api/applications/${appId}/opinions`, { stage: 'construction' })).json as unknown as {
      id: string;
      version: number;
    }[];
    await (await client(url, plans))('POST', `/api/licensing/opinions/${asked?.id}/favourable`, {}, `"v${asked?.version}"`);
    await officer('POST', `/api/applications/${appId}/issue`, { stage: 'construction' });
    await accepted(applicant, officer, appId, 'fire-insurance', { validUntil: '2030-12-31', amountBRL: 50_000 });
    await accepted(applicant, officer, appId, 'scale-certificate', { validUntil: '2030-12-31' });

    const page = s.page();
    await signIn(page, url, OFFICIAL);
    await page.goto(`${url}/pedidos/${appId}`);
    await page.getByRole('heading', { level: 1, name: firm() }).waitFor();
    await page.getByText('Vistoria do Corpo de Bombeiros').or(page.getByText('Falta a vistoria')).first().waitFor();
    await page.getByRole('button', { name: 'Solicitar os pareceres e vistorias da etapa' }).click();
    await page.getByText('Pareceres e vistorias solicitados.').waitFor();
    const opinions = page.locator('section', { has: page.getByRole('heading', { name: 'Pareceres e vistorias' }) });
    await opinions.getByText(`${FIRE}: solicitado, aguardando o departamento`).waitFor();

    // A hold: a reason is needed; opened, the stage lists it as missing; released with a reason.
    const holds = page.locator('section', { has: page.getByRole('heading', { name: 'Pendências' }) });
    await page.getByRole('button', { name: 'Abrir pendência' }).click();
    await holds.getByText('Escreva o motivo.').waitFor();
    await page.getByLabel('Motivo da pendência').fill('Falta a planta de situação assinada.');
    await page.getByRole('button', { name: 'Abrir pendência' }).click();
    await page.getByText('Pendência aberta.', { exact: true }).waitFor();
    await holds.getByText('Falta a planta de situação assinada. — aberta').waitFor();
    await page.locator('.glp-outstanding', { hasText: 'Falta a planta de situação assinada.' }).waitFor();
    await s.clean('/pedidos/<id> (officer, hold open)');
    await page.getByLabel('Motivo da liberação de “Falta a planta de situação assinada.”').fill('Planta entregue em mãos.');
    await page.getByRole('button', { name: 'Liberar “Falta a planta de situação assinada.”' }).click();
    await page.getByText('Pendência liberada.', { exact: true }).waitFor();
    await holds.getByText('Falta a planta de situação assinada. — liberada: Planta entregue em mãos.').waitFor();
    await s.clean('/pedidos/<id> (officer, hold released)');
    await signOut(page);

    // The fire brigade's queue: the inspection, its article, the establishment; grounds required to ask for changes.
    await signIn(page, url, b);
    await page.getByRole('button', { name: 'Abrir o menu' }).click();
    await page.locator('#main-navigation').getByRole('link', { name: 'Pareceres' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pareceres e vistorias' }).waitFor();
    const card = page.locator('.glp-opinion', { hasText: firm() });
    await card.getByRole('heading', { name: `Vistoria: ${FIRE} — ${firm()}` }).waitFor();
    const said = await text(card);
    assert.match(said, /Previsto em.*art\. 3º, III/);
    assert.match(said, /Etapa\s*Licença de Funcionamento/);
    await s.clean('/pareceres (fire brigade)');
    await page.getByRole('button', { name: /English/ }).click();
    await card.getByRole('heading', { name: `Inspection: Fire brigade: extinguishers and fire prevention — ${firm()}` }).waitFor();
    await card.getByText('Request changes', { exact: true }).waitFor();
    await s.clean('/pareceres (English)');
    await page.getByRole('button', { name: /Português/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Pareceres e vistorias' }).waitFor();
    await screenshot(page, 'pareceres', s.viewport);
    await card.getByText('Pedir alterações', { exact: true }).click();
    await card.getByRole('button', { name: 'Registrar a resposta' }).click();
    await card.getByText('Escreva os fundamentos: a lei exige motivação quando a resposta não é favorável.').waitFor();
    await card.getByLabel('Fundamentos da resposta').fill('Falta extintor de 20 kg junto às baias de botijões.');
    await card.getByRole('button', { name: 'Registrar a resposta' }).click();
    await page.getByText('Resposta registrada: alterações pedidas.').waitFor();
    await page.getByText('Nenhum parecer ou vistoria nesta situação.').waitFor();
    await page.getByLabel('Mostrar').selectOption('changes-requested');
    await page.locator('.glp-opinion', { hasText: 'Falta extintor de 20 kg junto às baias de botijões.' }).waitFor();
    await s.clean('/pareceres (fire brigade, changes requested)');
    await signOut(page);
  });

  it('applicant reads what was asked and resubmits; a stale answer is refused as the API says; the officer sees the history and issues', async () => {
    const { url } = s.world();
    const page = s.page();
    await signIn(page, url, APPLICANT);
    await page.goto(`${url}/pedidos/${appId}`);
    await page.getByRole('heading', { level: 1, name: firm() }).waitFor();
    const opinions = page.locator('section', { has: page.getByRole('heading', { name: 'Pareceres e vistorias' }) });
    await opinions.getByText('O departamento pediu: Falta extintor de 20 kg junto às baias de botijões.').waitFor();
    await opinions.getByText(`${FIRE}: alterações pedidas`).waitFor();
    await s.clean('/pedidos/<id> (applicant, changes requested)');
    await screenshot(page, 'reenvio', s.viewport, page.getByRole('heading', { name: 'Pareceres e vistorias' }));
    await page.getByLabel(`O que foi alterado (para ${FIRE})`).fill('Extintor de 20 kg instalado; nota fiscal anexa.');
    await page.getByRole('button', { name: `Reenviar a ${FIRE}` }).click();
    await page.getByText(`Reenviado a ${FIRE}.`).waitFor();
    await opinions.getByText(`${FIRE}: solicitado, aguardando o departamento`).waitFor();
    await signOut(page);

    // Two tabs of the fire brigade: the second answers first; the first's answer names a version that is gone.
    await signIn(page, url, brigade());
    await page.goto(`${url}/pareceres`);
    const card = page.locator('.glp-opinion', { hasText: firm() });
    await card.getByText('Rodada').waitFor();
    assert.match(await text(card), /Rodada\s*2/);
    const other = await s.context().newPage();
    await other.goto(`${url}/pareceres`);
    const otherCard = other.locator('.glp-opinion', { hasText: firm() });
    await otherCard.getByText('Favorável', { exact: true }).click();
    await otherCard.getByRole('button', { name: 'Registrar a resposta' }).click();
    await other.getByText('Resposta registrada: favorável.').waitFor();
    await other.close();
    await card.getByText('Desfavorável', { exact: true }).click();
    await card.getByLabel('Fundamentos da resposta').fill('Extintor fora do prazo de validade.');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/unfavourable')),
      card.getByRole('button', { name: 'Registrar a resposta' }).click(),
    ]);
    opinionId = /opinions\/([^/]+)\/unfavourable/.exec(refused.url())?.[1] ?? '';
    provoked.push(`${refused.status()} POST /api/licensing/opinions/${opinionId}/unfavourable`);
    assert.ok([409, 412].includes(refused.status()), `a stale answer is refused: ${refused.status()}`);
    const problem = (await refused.json()) as { detail: string };
    const shown = card.locator('.glp-problem');
    await shown.waitFor();
    assert.equal(await text(shown.locator('.message-title')), `A prefeitura recusou: ${problem.detail}`);
    await s.clean('/pareceres (stale answer refused)', provoked);
    await page.getByLabel('Mostrar').selectOption('favourable');
    await page.locator('.glp-opinion', { hasText: firm() }).getByText('favorável').first().waitFor();
    await signOut(page);

    // The officer: the history round by round, nothing missing, the licence issued.
    await signIn(page, url, OFFICIAL);
    await page.goto(`${url}/pedidos/${appId}`);
    await page.getByRole('heading', { level: 1, name: firm() }).waitFor();
    const history = page.locator('.glp-history');
    await history.waitFor();
    const lines = await history.locator('li').allTextContents();
    const d = /\d{2}\/\d{2}\/\d{4}/.source;
    assert.equal(lines.length, 3, lines.join(' | '));
    assert.match(
      lines[0] ?? '',
      new RegExp(`^Rodada 1: alterações pedidas em ${d} — Falta extintor de 20 kg junto às baias de botijões\\.$`),
    );
    assert.match(
      lines[1] ?? '',
      new RegExp(`^Rodada 1: reenviado pelo requerente em ${d} — Extintor de 20 kg instalado; nota fiscal anexa\\.$`),
    );
    assert.match(lines[2] ?? '', new RegExp(`^Rodada 2: favorável em ${d}$`));
    await page.getByText('Nada falta para esta etapa.').waitFor();
    await s.clean('/pedidos/<id> (officer, history)', provoked);
    await screenshot(page, 'historico-pareceres', s.viewport, page.getByRole('heading', { name: 'Pareceres e vistorias' }));
    await page.getByRole('button', { name: 'Emitir alvará' }).click();
    const issued = page.locator('.glp-lic-issued');
    await issued.waitFor();
    assert.match(await text(issued), /Licença nº \S+ emitida\./);
    await s.clean('/pedidos/<id> (officer, issued)', provoked);
    await signOut(page);
  });

  it('reviewer (Vitória da Conquista art. 19): the four departments’ opinions; one answered unfavourable with grounds', async () => {
    const { url, running } = s.world();
    const { repo } = running.opened.deps;
    const vdc = 'vitoria-da-conquista-ba';
    const seed = { userId: 'test:webflow-seed', municipality: null, roles: ['system-admin' as Role], requestId: 'webflow-seed' };
    const who = (role: Role, name: string): Who => ({
      email: `${role}.${s.viewport}@conquista.example`,
      password: 'senha-de-teste-123',
      name,
    });
    const people = { applicant: who('applicant', 'Requerente de Conquista'), officer: who('licensing-officer', 'Servidor de Conquista') };
    const reviewer = who('reviewer', `Analista ${s.viewport}`);
    for (const [role, p] of [
      ['applicant', people.applicant],
      ['licensing-officer', people.officer],
      ['reviewer', reviewer],
    ] as const) {
      await repo.createUser(seed, {
        email: p.email,
        name: p.name,
        municipality: vdc,
        roles: [role],
        passwordHash: await hashPassword(p.password),
        oidcIssuer: null,
        oidcSubject: null,
        disabled: false,
      });
    }
    const name = `Gás Conquista ${s.viewport}`;
    const app = await file(await client(url, people.applicant), name, vdc);
    await (await client(url, people.officer))('POST', `/api/applications/${app.id}/opinions`, { stage: 'alvara' });

    const page = s.page();
    await signIn(page, url, reviewer);
    await page.goto(`${url}/pareceres`);
    const cards = page.locator('.glp-opinion', { hasText: name });
    await cards.first().waitFor();
    assert.equal(await cards.count(), 4);
    const articles = (await cards.allTextContents()).map((c) => /art\. 19, [IV]+/.exec(c)?.[0]).sort();
    assert.deepEqual(articles, ['art. 19, I', 'art. 19, II', 'art. 19, III', 'art. 19, IV']);
    // Only Vitória da Conquista's: Belém's fire-brigade inspection is not a reviewer's, nor of this municipality.
    assert.equal(await page.locator('.glp-opinion', { hasText: firm() }).count(), 0);
    const health = page.locator('.glp-opinion', { hasText: `Parecer: Secretaria Municipal de Saúde Pública — ${name}` });
    // Another department's card, as a node: the answer reloads the queue without emptying the page.
    const other = await cards.filter({ hasNotText: 'Secretaria Municipal de Saúde Pública' }).first().elementHandle();
    await health.getByText('Desfavorável', { exact: true }).click();
    await health.getByLabel('Fundamentos da resposta').fill('Sem alvará sanitário do depósito.');
    await health.getByRole('button', { name: 'Registrar a resposta' }).click();
    await page.getByText('Resposta registrada: desfavorável.').waitFor();
    await health.waitFor({ state: 'detached' });
    assert.equal(await cards.count(), 3);
    assert.equal(await other?.evaluate((n) => n.isConnected), true, 'the other cards stayed on the page during the reload');
    assert.equal(await page.locator('.glp-opinions[aria-busy="true"]').count(), 0);
    await page.getByLabel('Mostrar').selectOption('unfavourable');
    await page.locator('.glp-opinion', { hasText: 'Sem alvará sanitário do depósito.' }).getByText(name).first().waitFor();
    await s.clean('/pareceres (reviewer)', provoked);
    await signOut(page);
  });

  it('deny: the officer denies with grounds; the applicant sees the denial, its grounds and the letter PDF', async () => {
    const { url } = s.world();
    const applicant = await client(url, APPLICANT);
    const app = await file(applicant, denied());
    const page = s.page();
    await signIn(page, url, OFFICIAL);
    await page.goto(`${url}/pedidos/${app.id}`);
    await page.getByRole('heading', { level: 1, name: denied() }).waitFor();
    await page.getByRole('heading', { name: 'Indeferir o pedido' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Emitir licença' }).count(), 0, 'issued only once approved');
    await page
      .getByLabel('Motivos do indeferimento (um por linha)')
      .fill('Acesso de caminhões impedido pela via.\nDepósito em área alagável.');
    await page.getByRole('button', { name: 'Emitir o indeferimento' }).click();
    await page.getByText(/Indeferida em \d{2}\/\d{2}\/\d{4}\./).waitFor();
    await s.clean('/pedidos/<id> (officer, denied)', provoked);
    await signOut(page);

    await signIn(page, url, APPLICANT);
    await page.goto(`${url}/pedidos/${app.id}`);
    await page.getByRole('heading', { level: 1, name: denied() }).waitFor();
    const status = page.locator('section', { has: page.getByRole('heading', { name: 'Situação do pedido' }) });
    await status.getByText('Indeferido').first().waitFor();
    const decision = page.locator('section', { has: page.getByRole('heading', { name: 'Decisão' }) });
    await decision.getByText('Acesso de caminhões impedido pela via.').waitFor();
    await decision.getByText('Depósito em área alagável.').waitFor();
    // Nothing to resubmit or hold on a denied application.
    assert.equal(await page.getByRole('button', { name: 'Abrir pendência' }).count(), 0);
    await s.clean('/pedidos/<id> (applicant, denied)', provoked);
    await screenshot(page, 'indeferimento', s.viewport, page.getByRole('heading', { name: 'Decisão' }));
    const href = await decision.getByRole('link', { name: 'Carta de indeferimento (PDF)' }).getAttribute('href');
    const r = await page.request.get(`${url}${href}`);
    assert.equal(r.status(), 200);
    assert.equal(r.headers()['content-type'], 'application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'glp-denial-'));
    try {
      writeFileSync(join(dir, 'carta.pdf'), await r.body());
      const letter = execFileSync('pdftotext', [join(dir, 'carta.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      assert.match(letter, /Acesso de caminhões impedido pela via\./);
      assert.match(letter, /Depósito em área alagável\./);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await signOut(page);
  });

  it('survey declarations: refusals beside their fields, then a polygon and the whole municipality declared', async () => {
    const { url, today } = s.world();
    const page = s.page();
    await signIn(page, url, MUNICIPAL_ADMIN);
    await page.getByRole('button', { name: 'Abrir o menu' }).click();
    await page.locator('#main-navigation').getByRole('link', { name: 'Levantamentos dos cadastros' }).click();
    await page.getByRole('heading', { level: 1, name: 'Levantamentos dos cadastros' }).waitFor();
    // The administrator's own municipality is chosen first (Belém: every category surveyed by the world's seed).
    await page.getByText(/Todas as categorias que as regras exigem estão levantadas em/).waitFor();
    assert.equal(await page.getByLabel('Município', { exact: true }).inputValue(), 'belem-pa');
    await s.clean('/admin/levantamentos', provoked);

    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Declarar um levantamento' }) });
    await form.getByLabel('Categoria').selectOption('school');
    await form.getByLabel('Fonte').fill(`Censo Escolar INEP ${s.viewport}`);
    // A survey in the future: the API refuses, and says so under the date.
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Levantado em').fill(tomorrow);
    await form.getByRole('button', { name: 'Declarar' }).click();
    const dateError = form.locator('#survey-on-error');
    await dateError.waitFor();
    // In Portuguese, as the screen is (the API's expectedText; errors[].expected stays English for programs).
    const todayBr = today.split('-').reverse().join('/');
    assert.match(
      await text(dateError),
      new RegExp(
        `^uma data até hoje \\(${todayBr}\\): um levantamento já feito \\(encontrado: ${tomorrow.split('-').reverse().join('/')}\\)$`,
      ),
    );
    const expected = [...provoked, '422 POST /api/municipalities/belem-pa/surveys'];
    await s.clean('/admin/levantamentos (date refused)', expected);

    // A file that is not a polygon is told apart in the page; a ring of three points, by the API.
    await form.getByLabel('Levantado em').fill(today);
    await form.getByText('Um polígono de um arquivo GeoJSON', { exact: true }).click();
    const point = { type: 'Point', coordinates: [-48.48, -1.45] };
    await form
      .getByLabel('Arquivo GeoJSON da área')
      .setInputFiles({ name: 'ponto.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(point)) });
    await form.getByText('O arquivo não tem um Polygon ou MultiPolygon em GeoJSON.').waitFor();
    const [x, y] = [-48.48, -1.45];
    const triangle = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [x, y],
            [x + 0.01, y],
            [x, y],
          ],
        ],
      },
    };
    await form
      .getByLabel('Arquivo GeoJSON da área')
      .setInputFiles({ name: 'triangulo.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(triangle)) });
    await form.getByRole('button', { name: 'Declarar' }).click();
    const areaError = form.locator('#survey-file-error');
    await areaError.waitFor();
    assert.match(await text(areaError), /encontrado/);
    await s.clean('/admin/levantamentos (area refused)', expected);

    const square = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { nome: 'Centro' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [x - 0.02, y - 0.02],
                [x + 0.02, y - 0.02],
                [x + 0.02, y + 0.02],
                [x - 0.02, y + 0.02],
                [x - 0.02, y - 0.02],
              ],
            ],
          },
        },
      ],
    };
    await form
      .getByLabel('Arquivo GeoJSON da área')
      .setInputFiles({ name: 'centro.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(square)) });
    await form.getByRole('button', { name: 'Declarar' }).click();
    await page.getByText('Levantamento de escola declarado.').waitFor();
    const history = page.locator('section', { has: page.getByRole('heading', { name: 'Declarações (histórico)' }) });
    await history
      .locator('tr', { hasText: `Censo Escolar INEP ${s.viewport}` })
      .getByText('Polígono (4 vértices)')
      .waitFor();

    // The whole municipality, for hospitals.
    await form.getByLabel('Categoria').selectOption('hospital');
    await form.getByLabel('Fonte').fill(`CNES ${s.viewport}`);
    await form.getByLabel('Levantado em').fill(today);
    // The form was drawn afresh with the reloaded history; on a loaded CI machine the button once
    // took over the default 10 s to be clickable (visible and still): a longer wait, same click.
    await form.getByRole('button', { name: 'Declarar' }).click({ timeout: 30_000 });
    await page.getByText('Levantamento de hospital declarado.').waitFor();
    await history
      .locator('tr', { hasText: `CNES ${s.viewport}` })
      .getByText('Município inteiro')
      .waitFor();
    // Newest first: the hospitals' declaration just made heads the history.
    assert.match(await text(history.locator('tbody tr').first()), new RegExp(`hospital\\s*CNES ${s.viewport}`));
    await s.clean('/admin/levantamentos (declared)', expected);
    await screenshot(page, 'levantamentos', s.viewport, page.getByRole('heading', { name: 'Declarações (histórico)' }));
    // In English, one click away, and back.
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Registry surveys' }).waitFor();
    await page.getByRole('heading', { name: 'Declarations (history)' }).waitFor();
    await page.getByLabel('Surveyed on').waitFor();
    await s.clean('/admin/levantamentos (English)', expected);
    await page.getByRole('button', { name: /Português/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Levantamentos dos cadastros' }).waitFor();
    await signOut(page);
  });
});
