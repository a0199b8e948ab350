/**
 * In a real browser against the real server: the public licence registry (search by number,
 * CNPJ and plate; licensed outlets on the map), the verification page the QR code opens (each
 * status, and not found), and signing in and out — on a desktop and a phone viewport, each page
 * checked with axe-core and free of CSP violations, errors and requests to other origins.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Scope } from '../../src/store/repository.ts';
import { CNPJ_BOA_ESPERANCA, describeScreens, OFFICIAL, screenshot, text } from '../support/web.ts';
import { oncePerWorld } from '../support/web-users.ts';

const SYSTEM: Scope = { userId: 'test:licences-seed', municipality: null, roles: ['system-admin'], requestId: 'licences-seed' };

/** A delivery truck registered to the outlet of the valid alvará (no licence of its own). */
const registerTruck = oncePerWorld(async (world) => {
  const { repo } = world.running.opened.deps;
  const alvara = (await repo.publicLicences('belem-pa', { limit: 1, offset: 0, number: world.licences.valid })).items[0];
  assert.ok(alvara, 'the world has the valid alvará');
  await repo.vehicles.register(SYSTEM, {
    municipality: 'belem-pa',
    establishmentId: alvara.establishmentId,
    plate: 'GAS1B23',
    type: 'truck',
    ownership: 'owned',
    contract: null,
    facts: {},
  });
});

/** A DS radio: its label covers the input, so click the label, as a person does. */
async function chooseRadio(page: Page, label: string): Promise<void> {
  await page.locator('label', { hasText: new RegExp(`^${label}$`) }).click();
  assert.equal(await page.getByRole('radio', { name: label }).isChecked(), true);
}

/** dd/mm/aaaa of a day counted from the world's today. */
function ptDate(today: string, days: number): string {
  const d = new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
}

describeScreens('public licence screens in Chromium', (s) => {
  it('finds a licence by number, by CNPJ and by plate, and says when there is none', async () => {
    const page = s.page();
    await page.goto(`${s.world().url}/licencas`);
    await page.getByLabel('Município').selectOption('belem-pa');
    await page.getByRole('textbox', { name: 'Número da licença' }).fill('ALV-0000-9999');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByText('Nenhuma licença encontrada para ALV-0000-9999 em Belém.').waitFor();

    await chooseRadio(page, 'CNPJ');
    await page.getByRole('textbox', { name: 'CNPJ' }).fill(CNPJ_BOA_ESPERANCA);
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByText('2 licença(s) encontrada(s).').waitFor();
    assert.equal(await page.locator('tbody tr').count(), 2);

    await chooseRadio(page, 'Placa do veículo');
    await page.getByRole('textbox', { name: 'Placa do veículo' }).fill('abc-1d23');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByText('1 licença(s) encontrada(s).').waitFor();
    assert.equal(await page.locator('tbody tr').count(), 1);
    assert.match(await text(page.locator('tbody tr')), new RegExp(`${s.world().licences.vehicle}.*ABC1D23`));

    await chooseRadio(page, 'Número da licença');
    await page.getByRole('textbox', { name: 'Número da licença' }).fill(s.world().licences.valid);
    await page.getByRole('button', { name: 'Consultar' }).click();
    const row = page.locator('tbody tr', { hasText: s.world().licences.valid });
    await row.waitFor();
    assert.match(await text(row), /Revenda Boa Esperança Ltda/);
    assert.match(await text(row), /Válida/);

    // The licensed outlets of the registry on the map: Belém has two.
    await page.getByText('2 revenda(s) licenciada(s) no cadastro.').waitFor();
    // Leaflet draws the markers after the page's text: wait for the second before counting.
    const markers = page.locator('.leaflet-glp-outlets-pane path');
    await markers.nth(1).waitFor();
    assert.equal(await markers.count(), 2);
    await s.clean('/licencas');
    await screenshot(page, 'licencas', s.viewport);
  });

  it('by plate, a vehicle registered to a licensed outlet: its outlet’s alvará, saying it covers the vehicle', async () => {
    await registerTruck(s.world());
    const page = s.page();
    await page.goto(`${s.world().url}/licencas`);
    await page.getByLabel('Município').selectOption('belem-pa');
    await chooseRadio(page, 'Placa do veículo');
    await page.getByRole('textbox', { name: 'Placa do veículo' }).fill('gas-1b23');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByText('1 licença(s) encontrada(s).').waitFor();
    const row = await text(page.locator('tbody tr'));
    assert.match(
      row,
      new RegExp(
        `${s.world().licences.valid}.*Revenda Boa Esperança Ltda — veículo GAS1B23 cadastrado nesta revenda, coberto pelo alvará dela`,
      ),
    );
    assert.match(row, /Válida/);
  });

  it('verifies a valid licence: status, holder, municipality, validity', async () => {
    const page = s.page();
    await page.goto(`${s.world().url}/verificar/${s.world().licences.valid}`);
    await page.getByText('Licença válida').waitFor();
    const card = page.locator('article');
    const body = await text(card);
    assert.match(body, /Revenda Boa Esperança Ltda/);
    assert.match(body, /Belém\/PA/);
    assert.match(body, new RegExp(ptDate(s.world().today, 335)));
    assert.match(body, new RegExp(ptDate(s.world().today, -30)));
    await s.clean('/verificar (valid)');
    await screenshot(page, 'verificar', s.viewport);
  });

  it('says revoked, expired and suspended in words', async () => {
    const page = s.page();
    await page.goto(`${s.world().url}/verificar/${s.world().licences.revoked}`);
    await page.getByText('Licença cassada: não tem mais efeito').waitFor();
    await page.goto(`${s.world().url}/verificar/${s.world().licences.expired}`);
    await s
      .page()
      .getByText(`Licença vencida em ${ptDate(s.world().today, -1)}`)
      .waitFor();
    await page.goto(`${s.world().url}/verificar/${s.world().licences.suspended}`);
    await s
      .page()
      .getByText(/Licença suspensa/)
      .waitFor();
    assert.match(await text(page.locator('article')), /Salvador\/BA/);
    // Dated tomorrow: not yet in force — not "válida", and not "vencida" either.
    await page.goto(`${s.world().url}/verificar/${s.world().licences.notYet}`);
    await s
      .page()
      .getByText(`Licença ainda não vigente: emitida com data de ${ptDate(s.world().today, 1)}`)
      .waitFor();
    assert.doesNotMatch(await text(page.locator('article')), /Licença válida|vencida/);
  });

  it('says plainly when a number is not found, and the form checks another', async () => {
    const page = s.page();
    await page.goto(`${s.world().url}/verificar/ALV-FALSA-1`);
    await page.getByText('Nenhuma licença com o número ALV-FALSA-1 foi encontrada.').waitFor();
    await s.clean('/verificar (not found)');
    await page.getByLabel('Número da licença').fill(s.world().licences.valid);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(`**/verificar/${s.world().licences.valid}`);
    await page.getByText('Licença válida').waitFor();
  });

  it('signs in with the session cookie, shows who is signed in, and signs out (CSRF header sent)', async () => {
    const page = s.page();
    await page.goto(`${s.world().url}/entrar`);
    await page.getByLabel('E-mail').fill(OFFICIAL.email);
    await page.getByLabel('Senha').fill('not-the-password');
    await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
    await page.getByText('E-mail ou senha não reconhecidos.').waitFor();
    await s.clean('/entrar (failed)', ['401 POST /api/auth/login']);
    await screenshot(page, 'entrar', s.viewport);
    await page.getByLabel('Senha').fill(OFFICIAL.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
    await page.getByText(`Você já está conectado como ${OFFICIAL.name}`).waitFor();
    assert.match(await text(page.locator('header')), new RegExp(OFFICIAL.name));
    const cookies = await s.context().cookies();
    const session = cookies.find((c) => c.name === '__Host-glp_session');
    assert.ok(session?.httpOnly, 'HttpOnly session cookie');
    // A reload keeps the session (the page asks the API who is signed in).
    await page.reload();
    await page.locator('header', { hasText: OFFICIAL.name }).waitFor();
    // Signing out is a POST: it works only with the X-CSRF-Token header the client adds.
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.locator('header', { hasText: 'Entrar' }).waitFor();
    assert.equal(
      (await s.context().cookies()).find((c) => c.name === '__Host-glp_session'),
      undefined,
    );
    const r = await fetch(`${s.world().url}/api/auth/session`, { headers: { cookie: `__Host-glp_session=${session.value}` } });
    assert.equal(r.status, 401, 'the session ended on the server');
    assert.deepEqual(s.problems(['401 POST /api/auth/login']), []);
  });
});
