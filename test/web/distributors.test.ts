/**
 * In a real browser against the real server, on a desktop and a phone: the distributors' yearly
 * lists (/distribuidoras; Nova Odessa, Lei 1.761/2000, art. 13, § 1º). A distributor account of
 * Nova Odessa sends its list as a CSV file, sees it listed (on time, with the deadline named as
 * a reading of "anualmente"), and sees a list with one bad line refused whole, the line named;
 * an official of Nova Odessa reads the year's report (the list received, the reseller listed
 * without a licence, its CNPJ formatted); an official of Belém, whose law has no such lists, is
 * told so. Every screen is checked with axe-core, CSP and sideways scrolling.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Scope } from '../../src/domain/roles.ts';
import { describeScreens, screenshot, signIn, signOut, text } from '../support/web.ts';
import { oncePerWorld, passwordUser } from '../support/web-users.ts';
import { DEFAULT_TIME_ZONE, todayIn } from '../../src/core/local-date.ts';

const PASSWORD = 'senha-de-teste-123';
const DISTRIBUTOR = { email: 'gas.azul@distribuidora.example', password: PASSWORD, name: 'Gás Azul Distribuidora' };
const OFFICIAL = { email: 'servidor@novaodessa.example', password: PASSWORD, name: 'Servidora de Nova Odessa' };
const ADMIN = { email: 'admin@novaodessa.example', password: PASSWORD, name: 'Administradora de Nova Odessa' };
const BELEM = { email: 'servidor.listas@belem.example', password: PASSWORD, name: 'Servidor de Belém' };
const SYSTEM: Scope = { userId: 'test:distributors-seed', municipality: null, roles: ['system-admin'], requestId: 'distributors-seed' };
/** A reseller no licence of the registry names (valid check digits). */
const RESELLER = '90532001500229';

const seed = oncePerWorld(async (world) => {
  const { repo } = world.running.opened.deps;
  await passwordUser(repo, SYSTEM, DISTRIBUTOR, 'nova-odessa-sp', ['distributor'], '90000004000162');
  await passwordUser(repo, SYSTEM, OFFICIAL, 'nova-odessa-sp', ['licensing-officer']);
  await passwordUser(repo, SYSTEM, BELEM, 'belem-pa', ['licensing-officer']);
  await passwordUser(repo, SYSTEM, ADMIN, 'nova-odessa-sp', ['municipal-admin']);
});

/** The bad file's refusal, as the page's watcher records it. */
const REFUSED = '422 POST /api/municipalities/nova-odessa-sp/distributor-lists';
const csv = (rows: string[]) => Buffer.from(['tipo;cnpj;nome', ...rows].join('\n'));

describeScreens('distributors’ yearly lists in Chromium: a distributor sends, an official reads the report', (s) => {
  // The server's year: its "today" is Brasília's, not the machine's.
  const year = todayIn(DEFAULT_TIME_ZONE, new Date()).slice(0, 4);
  const brand = () => `Azul ${s.viewport}`;

  it('distributor: a list with a bad line is refused whole, naming the line; a good one is listed on time', async () => {
    const page = s.page();
    const url = s.world().url;
    await seed(s.world());
    await signIn(page, url, DISTRIBUTOR);
    // Signed in, the page lists where this role starts: the lists.
    await page.locator('main').getByRole('link', { name: 'Relações anuais das distribuidoras' }).click();
    await page.getByRole('heading', { name: 'Enviar a relação do ano' }).waitFor();
    assert.match(await text(page.locator('main')), /CNPJ 90\.000\.004\/0001-62/);
    await page.getByLabel('Marca (a da logomarca)').fill(brand());
    assert.equal(await page.getByLabel('Ano da relação').inputValue(), year);
    const file = page.getByLabel('Arquivo da relação (.csv ou .xlsx)');
    await file.setInputFiles({
      name: 'relacao-ruim.csv',
      mimeType: 'text/csv',
      buffer: csv([`revendedor;${RESELLER};Boa`, 'revendedor;123;Ruim']),
    });
    await page.getByRole('button', { name: 'Enviar a relação' }).click();
    const problem = page.locator('.glp-problem');
    await problem.waitFor();
    assert.match(await text(problem), /relacao-ruim\.csv line 3: cnpj/);
    assert.doesNotMatch(await text(problem), /line 2/);
    await page.getByText('A relação foi recusada inteira').waitFor();
    await s.clean('/distribuidoras (refused)', [REFUSED]);

    await file.setInputFiles({ name: 'relacao.csv', mimeType: 'text/csv', buffer: csv([`revendedor;${RESELLER};Revenda Sem Alvará`]) });
    await page.getByRole('button', { name: 'Enviar a relação' }).click();
    await page.getByText(`Relação de ${year} recebida: 1 linha(s).`).waitFor();
    const row = page.locator('tr', { hasText: brand() });
    await row.waitFor();
    assert.match(await text(row), new RegExp(`${year}.*No prazo`));
    assert.match(await text(row), new RegExp(`31/12/${year}`));
    // The deadline is said to be a reading of "anualmente".
    assert.match(await text(page.locator('main')), /leitura de “anualmente” \(nova-odessa-sp\/distributor-list-deadline\)/);
    await s.clean('/distribuidoras (distributor)', [REFUSED]);
    await screenshot(page, 'distribuidoras', s.viewport);
    // Never the report: the page offers none to a distributor.
    assert.equal(await page.getByRole('heading', { name: 'Relatório do ano' }).count(), 0);
    await signOut(page);
  });

  it('official: the year’s report — the list received, the reseller without a licence; Belém has no such lists', async () => {
    const page = s.page();
    const url = s.world().url;
    await seed(s.world());
    await signIn(page, url, OFFICIAL);
    await page.goto(`${url}/distribuidoras`);
    const report = page.locator('section', { has: page.getByRole('heading', { name: 'Relatório do ano' }) });
    await report.getByText(`Relações de ${year} (prazo 31/12/${year})`).waitFor();
    const received = report.locator('tr', { hasText: brand() });
    await received.waitFor();
    assert.match(await text(received), /Gás Azul Distribuidora \(90\.000\.004\/0001-62\)/);
    const unlicensed = report.locator('tr', { hasText: 'Revenda Sem Alvará' });
    assert.match(await text(unlicensed), /90\.532\.001\/5002-29/);
    assert.match(await text(unlicensed), /revendedor/);
    // The brand findings name the reading of art. 14 they rest on (one logo or several).
    assert.match(await text(report), /Apontado pela interpretação nova-odessa-sp\/brand-representation = one-logo: uma só logomarca/);
    // No form to send a list: officials read.
    assert.equal(await page.getByRole('heading', { name: 'Enviar a relação do ano' }).count(), 0);
    // The problems seen so far on this page include the distributor's refused upload.
    await s.clean('/distribuidoras (official)', [REFUSED]);
    await screenshot(page, 'distribuidoras-relatorio', s.viewport, report);
    await signOut(page);

    await signIn(page, url, BELEM);
    await page.goto(`${url}/distribuidoras`);
    await page.getByText('A lei de belem-pa não exige das distribuidoras a relação anual').waitFor();
    await s.clean('/distribuidoras (Belém)', [REFUSED, '422 GET /api/municipalities/belem-pa/distributor-lists']);
    await signOut(page);
  });

  it('administrator: a distributor account needs its company’s CNPJ (refused naming the field), then shows it formatted', async () => {
    const page = s.page();
    const url = s.world().url;
    await seed(s.world());
    await signIn(page, url, ADMIN);
    await page.goto(`${url}/admin/usuarios`);
    const email = `verde.${s.viewport}@distribuidora.example`;
    await page.getByLabel('Nome', { exact: true }).fill('Gás Verde');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Município').selectOption('nova-odessa-sp');
    assert.equal(await page.getByLabel('CNPJ da distribuidora').count(), 0, 'no CNPJ field before the role is chosen');
    await page.locator('label[for="role-distributor"]').click();
    await page.getByLabel('CNPJ da distribuidora').fill('90.000.001/0001-28');
    await page.getByRole('button', { name: 'Criar a conta' }).click();
    // The API's refusal as it states it (the users screen shows the problem's detail).
    await page.getByText(/distributorCnpj: encontrado "90\.000\.001\/0001-28", esperado o CNPJ da empresa distribuidora/).waitFor();
    await s.clean('/admin/usuarios (refused)', [REFUSED, '422 GET /api/municipalities/belem-pa/distributor-lists', '422 POST /api/users']);
    await page.getByLabel('CNPJ da distribuidora').fill('90.000.001/0001-29');
    await page.getByRole('button', { name: 'Criar a conta' }).click();
    const row = page.locator('tbody tr', { hasText: email });
    await row.waitFor();
    assert.match(await text(row), /CNPJ 90\.000\.001\/0001-29/);
    await signOut(page);
  });

  it('administrator: changes an account’s roles — another CNPJ (a wrong one refused, naming the field), then the role distribuidora taken away with its CNPJ', async () => {
    const page = s.page();
    const url = s.world().url;
    await signIn(page, url, ADMIN);
    await page.goto(`${url}/admin/usuarios`);
    // The account the test before created, a distributor of CNPJ 90.000.001/0001-29.
    const email = `verde.${s.viewport}@distribuidora.example`;
    const row = page.locator('tbody tr', { hasText: email });
    await row.getByRole('button', { name: `Alterar perfis ${email}` }).click();
    const form = page.locator('section[aria-labelledby="users-edit"]');
    await form.getByRole('heading', { name: `Perfis de ${email}` }).waitFor();
    assert.equal(await form.getByLabel('CNPJ da distribuidora').inputValue(), '90.000.001/0001-29');
    assert.equal(await form.locator('#edit-role-distributor').isChecked(), true);
    await form.getByLabel('CNPJ da distribuidora').fill('90.000.005/0001-08');
    await form.getByRole('button', { name: 'Salvar os perfis' }).click();
    await page.getByText(/distributorCnpj: encontrado "90\.000\.005\/0001-08", esperado o CNPJ da empresa distribuidora/).waitFor();
    const before = [REFUSED, '422 GET /api/municipalities/belem-pa/distributor-lists', '422 POST /api/users'];
    // The refused PATCH, by the account's id (the page does not show it).
    const patched = s.problems(before).filter((p) => /^422 PATCH \/api\/users\/[\w-]+$/.test(p));
    assert.equal(patched.length, 1, s.problems(before).join('\n'));
    await s.clean('/admin/usuarios (roles refused)', [...before, ...patched]);
    // The refused change left the account as it was.
    await page.reload();
    assert.match(await text(page.locator('tbody tr', { hasText: email })), /CNPJ 90\.000\.001\/0001-29/);
    await page
      .locator('tbody tr', { hasText: email })
      .getByRole('button', { name: `Alterar perfis ${email}` })
      .click();
    await form.getByLabel('CNPJ da distribuidora').fill('90.000.005/0001-07');
    await screenshot(page, 'usuarios-perfis', s.viewport, form);
    await form.getByRole('button', { name: 'Salvar os perfis' }).click();
    await page.getByText(`Perfis de ${email} alterados.`).waitFor();
    await page
      .locator('tbody tr', { hasText: email })
      .getByText(/CNPJ 90\.000\.005\/0001-07/)
      .waitFor();
    assert.equal(await form.count(), 0, 'the form closes once saved');
    // The role taken away takes the CNPJ with it; another role given.
    await page
      .locator('tbody tr', { hasText: email })
      .getByRole('button', { name: `Alterar perfis ${email}` })
      .click();
    await form.locator('label[for="edit-role-distributor"]').click();
    assert.equal(await form.getByLabel('CNPJ da distribuidora').count(), 0, 'no CNPJ field without the role');
    await form.locator('label[for="edit-role-inspector"]').click();
    await form.getByRole('button', { name: 'Salvar os perfis' }).click();
    await page.getByText(`Perfis de ${email} alterados.`).waitFor();
    const after = page.locator('tbody tr', { hasText: email });
    await after.getByText('fiscal', { exact: false }).waitFor();
    assert.doesNotMatch(await text(after), /CNPJ/);
    await signOut(page);
  });
});
