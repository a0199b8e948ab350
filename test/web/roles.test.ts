/**
 * In a real browser against the real server, each role's main path on a desktop and a phone:
 * an applicant fills the application form (evaluated as it is filled, asking the missing
 * facts most-needed first) and files it, and sees it pending in "Meus pedidos"; an official
 * finds it in the work queue, starts the review, evaluates it against the registries (the
 * outlet 400 m away decides Belém's 500 m rule, art. 2, I, a, on the map and in the text) and
 * decides; an administrator creates and disables an account, imports a place registry (a bad
 * row named and nothing written, then a clean file) and reads the dated parameters.
 * Every screen is checked with axe-core and free of CSP violations, errors and sideways scrolling.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { factName } from '../../src/core/input/fact-names.ts';
import { destination } from '../../src/siting/geom.ts';
import { capitalise } from '../../web/src/lib/facts.ts';
import { packs } from '../support/packs.ts';
import { MAP_POINT, pollUntil } from '../support/poll.ts';
import { APPLICANT, BELEM_OUTLET, describeScreens, MUNICIPAL_ADMIN, OFFICIAL, screenshot, signOut, text } from '../support/web.ts';

/** The lot: 400 m north of the licensed outlet — inside the 500 m Belém's art. 2, I, a forbids. */
const LOT = destination(BELEM_OUTLET, 0, 400);

async function signIn(page: Page, url: string, who: { email: string; password: string; name: string }): Promise<void> {
  await page.goto(`${url}/entrar`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha').fill(who.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await page.getByText(`Você já está conectado como ${who.name}`).waitFor();
}

describeScreens('applicant, official and administrator screens in Chromium', (s) => {
  const establishment = () => `Revenda Nova Esperança ${s.viewport}`;

  it('applicant: the form asks only the missing facts, most-needed first, evaluates as it is filled, and files', async () => {
    const page = s.page();
    const url = s.world().url;
    // Signed out, the form says to sign in first.
    await page.goto(`${url}/pedidos/novo`);
    await page.getByText('Entre com a sua conta para usar este serviço.').waitFor();
    await s.clean('/pedidos/novo (signed out)');

    await signIn(page, url, APPLICANT);
    await page.goto(`${url}/pedidos/novo`);
    await page.getByLabel('Nome do estabelecimento').fill(establishment());
    // A click on the municipality's map marks the lot (the field shows the point); typing replaces it.
    const coordsField = page.getByLabel('Localização do terreno (coordenadas)');
    await page.locator('.glp-form-map .leaflet-glp-boundary-pane path').first().waitFor();
    await page.locator('.glp-form-map .glp-map-canvas').click();
    await pollUntil(
      () => page.locator('#form-coords').inputValue(),
      (v) => MAP_POINT.test(v),
      'the click on the map fills the coordinates',
    );
    await coordsField.fill(`${LOT[1].toFixed(6)}, ${LOT[0].toFixed(6)}`);
    // Belém: the start of operations is waited on by 8 rules (art. 2 and art. 4), the vehicles by
    // 2 (art. 6), the scale by 1 (art. 3, I): asked in that order.
    const facts = page.locator('section', { has: page.getByRole('heading', { name: 'O que a lei ainda precisa saber' }) });
    await facts.getByLabel('Tem balança?').waitFor();
    const asked = await text(facts);
    const at = (label: string) => {
      const i = asked.indexOf(label);
      assert.ok(i >= 0, `asks "${label}"`);
      return i;
    };
    assert.ok(at('Data de início das atividades neste endereço') < at('Veículos de transporte e entrega'), 'start date first');
    assert.ok(at('Veículos de transporte e entrega') < at('Tem balança?'), 'then the vehicles, then the scale');
    // The distances are measured by the municipality on its registries: never asked.
    assert.doesNotMatch(asked, /nearby\./);
    // A fact the form has no question of its own for is labelled by its name (laws/belem-pa/fact-labels.ts).
    assert.ok(at(capitalise(factName(packs.require('belem-pa'), 'documents.alvara', 'pt') as string)) >= 0);
    await page.getByText('Incompleto: faltam informações para avaliar alguns artigos').waitFor();

    // Answering keeps the field where it is (answered), and the evaluation follows.
    await facts.getByLabel('Data de início das atividades neste endereço').fill('10/01/2026');
    await facts.getByLabel('Tem balança?').selectOption('yes');
    // The vehicles' own button: the answers above re-evaluate the form, which may then ask another
    // list (with its own "Não há nenhum") by the time this clicks.
    await facts.getByRole('group', { name: 'Veículos de transporte e entrega' }).getByRole('button', { name: 'Não há nenhum' }).click();
    await facts.getByText('Nenhum.').waitFor();
    await facts.getByText('Respondido (safety.scale).').waitFor();
    await facts.getByText('Respondido (establishment.startDate).').waitFor();
    assert.equal(await facts.getByLabel('Tem balança?').inputValue(), 'yes');
    await facts.getByLabel('A balança está aferida?').waitFor();
    await s.clean('/pedidos/novo');
    // No focus or pointer left on the skip links (they show when touched).
    await page.evaluate('document.activeElement?.blur()');
    await page.getByRole('heading', { level: 1 }).hover();
    await screenshot(page, 'pedido-novo', s.viewport);

    await page.getByRole('button', { name: 'Enviar o pedido' }).click();
    await page.waitForURL(/\/pedidos\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: establishment() }).waitFor();
    const status = page.locator('section', { has: page.getByRole('heading', { name: 'Situação do pedido' }) });
    assert.match(await text(status), /Enviado/);
    assert.match(await text(status), /Aguardando a análise da prefeitura/);
    // An applicant may withdraw a submitted application, not review it.
    await status.getByRole('button', { name: 'Retirar o pedido' }).waitFor();
    assert.equal(await status.getByRole('button', { name: 'Iniciar a análise' }).count(), 0);
    await s.clean('/pedidos/<id> (applicant)');

    await page.goto(`${url}/pedidos`);
    const row = page.locator('tbody tr', { hasText: establishment() });
    await row.waitFor();
    assert.match(await text(row), /Enviado.*Aguardando a análise da prefeitura/);
    await s.clean('/pedidos');
    await screenshot(page, 'meus-pedidos', s.viewport);
    await signOut(page);
  });

  it('official: the work queue by status, the review with the stored evaluation explained and the lot map, the decision', async () => {
    const page = s.page();
    const url = s.world().url;
    await signIn(page, url, OFFICIAL);
    await page.goto(`${url}/fila`);
    const submitted = page.getByRole('button', { name: /^Enviado \(\d+\)$/ });
    await submitted.waitFor();
    assert.equal(await submitted.getAttribute('aria-pressed'), 'true');
    await page.locator('tbody tr', { hasText: establishment() }).waitFor();
    await s.clean('/fila');
    await screenshot(page, 'fila', s.viewport);
    // In English, one click away, and back.
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Work queue' }).waitFor();
    await page.getByRole('button', { name: /^Submitted \(\d+\)$/ }).waitFor();
    await s.clean('/fila (English)');
    await page.getByRole('button', { name: /Português/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Fila de trabalho' }).waitFor();

    await page.getByRole('link', { name: establishment() }).click();
    await page.getByRole('heading', { level: 1, name: establishment() }).waitFor();
    await page.getByText('Este pedido ainda não foi avaliado.').waitFor();
    await page.getByRole('button', { name: 'Iniciar a análise' }).click();
    await page.getByText('Situação alterada para “Em análise”.').waitFor();

    await page.getByRole('button', { name: 'Avaliar agora com os cadastros' }).click();
    await page.getByText('Avaliação feita e guardada.').waitFor();
    // Belém art. 2, I, a: 500 m from another outlet; the licensed one is 400 m away.
    await page.getByText('Não aprovável: há artigos descumpridos').waitFor();
    const findings = page.locator('section', { has: page.getByRole('heading', { name: 'Artigo por artigo' }) });
    const outletRule = findings.locator('li.glp-finding', { hasText: 'art. 2º, I, a' });
    assert.match(await text(outletRule), /Descumprida/);
    assert.match(await text(outletRule), /Revenda Boa Esperança/);
    assert.match(await text(outletRule), /400|399/);
    // The arithmetic names the distance in Portuguese, not as the engine stores it.
    assert.match(await text(outletRule.locator('.glp-arith dt').first()), /^Distância até Revenda Boa Esperança$/);
    assert.doesNotMatch(await text(outletRule), /distance to/);
    // The map: the lot and the place that decided (drawn from the registry by its id).
    await page.locator('.leaflet-glp-outlets-pane path').first().waitFor();
    await page.locator('.leaflet-glp-point-pane path').first().waitFor();
    assert.equal(await page.locator('.leaflet-glp-point-pane path').count(), 1);
    await s.clean('/pedidos/<id> (review)');
    // The review as the official reads it: the lot map, and the findings below it.
    await screenshot(page, 'analise', s.viewport, page.getByRole('heading', { name: 'O terreno e os locais que decidiram as distâncias' }));

    await page.getByRole('button', { name: 'Indeferir' }).click();
    await page.getByText('Situação alterada para “Indeferido”.').waitFor();
    assert.match(await text(page.locator('section', { has: page.getByRole('heading', { name: 'Situação do pedido' }) })), /Indeferido/);
    // A final status offers no further change.
    assert.equal(await page.getByRole('button', { name: 'Aprovar' }).count(), 0);
    await signOut(page);
  });

  it('administrator: users and roles (create, disable) and the parameters with their dated values', async () => {
    const page = s.page();
    const url = s.world().url;
    const email = `fiscal-${s.viewport}@belem.example`;
    await signIn(page, url, MUNICIPAL_ADMIN);
    await page.goto(`${url}/admin/usuarios`);
    await page.locator('tbody tr', { hasText: OFFICIAL.email }).waitFor();
    await page.getByLabel('Nome', { exact: true }).fill(`Fiscal ${s.viewport}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha inicial').fill('senha-de-teste-123');
    await page.getByLabel('Município').selectOption('belem-pa');
    await page.locator('label[for="role-inspector"]').click();
    assert.equal(await page.getByRole('checkbox', { name: 'fiscal' }).isChecked(), true);
    await page.getByRole('button', { name: 'Criar a conta' }).click();
    await page.getByText(`Conta ${email} criada.`).waitFor();
    const row = page.locator('tbody tr', { hasText: email });
    assert.match(await text(row), /fiscal.*Ativa/);
    await row.getByRole('button', { name: `Desativar ${email}` }).click();
    await page.getByText(`Conta ${email} desativada`).waitFor();
    await page
      .locator('tbody tr', { hasText: email })
      .getByRole('button', { name: `Reativar ${email}` })
      .waitFor();
    assert.match(await text(page.locator('tbody tr', { hasText: email })), /Desativada/);
    await s.clean('/admin/usuarios');
    await screenshot(page, 'usuarios', s.viewport);

    // Importing a registry: a file with a bad row writes nothing and names the row; a clean one is imported.
    await page.goto(`${url}/admin/importar`);
    const school = (name: string, category: string, bearing: number) => ({
      type: 'Feature',
      properties: { category, name },
      geometry: { type: 'Point', coordinates: destination(BELEM_OUTLET, bearing, 600) },
    });
    const geojson = (...features: unknown[]) => Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));
    await page.getByLabel('Município').selectOption('belem-pa');
    await page.getByLabel('Arquivo do cadastro').setInputFiles({
      name: 'escolas.geojson',
      mimeType: 'application/geo+json',
      buffer: geojson(school(`Escola A ${s.viewport}`, 'school', 180), school(`Padaria ${s.viewport}`, 'padaria', 200)),
    });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByText('1 problema(s) em escolas.geojson; nada foi importado.').waitFor();
    const bad = page.locator('tbody tr', { hasText: 'features[1]: category' });
    assert.match(await text(bad), /"padaria".*glp-outlet/);
    await s.clean('/admin/importar (errors)', ['422 POST /api/municipalities/belem-pa/places/import']);
    await page.getByLabel('Arquivo do cadastro').setInputFiles({
      name: 'escolas.geojson',
      mimeType: 'application/geo+json',
      buffer: geojson(school(`Escola A ${s.viewport}`, 'school', 180), school(`Escola B ${s.viewport}`, 'school', 200)),
    });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await page.getByText('2 local(is) importado(s) de 2 linha(s).').waitFor();
    assert.match(await text(page.locator('section', { has: page.getByRole('heading', { name: 'Resultado' }) })), /escola: 2/);
    await s.clean('/admin/importar', ['422 POST /api/municipalities/belem-pa/places/import']);
    await screenshot(page, 'importar', s.viewport);

    await page.goto(`${url}/admin/parametros`);
    await page.getByLabel('Município').selectOption('belem-pa');
    // Belém's law of 16/01/2012, art. 2, I, a: 500 metres between outlets, in force since the law.
    const param = page.locator('tbody tr', { hasText: 'belem-pa/min-distance-between-outlets' });
    await param.waitFor();
    assert.match(await text(param), /500 m.*16\/01\/2012.*em vigor/);
    await s.clean('/admin/parametros', ['422 POST /api/municipalities/belem-pa/places/import']);
    await screenshot(page, 'parametros', s.viewport);
    await signOut(page);
    assert.deepEqual(s.problems(['422 POST /api/municipalities/belem-pa/places/import']), []);
  });
});
