/**
 * The roadside check of a Nova Odessa mobile post (/campo/veiculo): a posto ambulante is the
 * vehicle (art. 2 XVI), so the price table (art. 13 § 5º), the identification with its four
 * elements (art. 14) and the logo's brand (art. 14 § 1º) are facts of the vehicle the screen
 * offers to observe (read from the municipality's input schema), and what the inspector sees
 * checks it again. Without a browser: the facts the screen offers; in Chromium (desktop and
 * phone): a vehicle registered without its price table, named wrong under art. 13 § 5º, then seen
 * with it; and from the check, the infraction notice to the vehicle's outlet (art. 14 § 3º, fined
 * with art. 18's 200 UFIR), naming the unit the check found violated.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Scope } from '../../src/domain/roles.ts';
import type { JsonSchema } from '../../web/src/lib/facts.ts';
import { observableVehicleFacts, observedPayload } from '../../web/src/lib/observed.ts';
import { MOBILE_POST_FACTS as MOBILE_FACTS } from '../support/mobile-post.ts';
import { licensedOutlet } from '../support/outlets.ts';
import { oncePerWorld, passwordUser } from '../support/web-users.ts';
import { describeScreens, screenshot, signIn, signOut, text } from '../support/web.ts';

const NO = 'nova-odessa-sp';
const INSPECTOR = { email: 'rita.fiscal@novaodessa.example', password: 'senha-de-teste-123', name: 'Rita Fiscal' };
const SYSTEM: Scope = { userId: 'test:mobile-post-seed', municipality: null, roles: ['system-admin'], requestId: 'mobile-post-seed' };

const published = JSON.parse(readFileSync(new URL(`../../docs/schema/${NO}.schema.json`, import.meta.url), 'utf8')) as JsonSchema;

describe('Nova Odessa: what an inspector can observe of a mobile post', () => {
  it('the price table, the identification’s elements and the brand, as yes/no facts', () => {
    const facts = observableVehicleFacts(published);
    for (const name of MOBILE_FACTS)
      assert.ok(
        facts.some((f) => f.name === name && f.kind === 'boolean'),
        name,
      );
    assert.deepEqual(observedPayload({ priceTableDisplayed: 'yes', identificationTelephone: 'no', onlyLogoBrandCarried: '' }, facts), {
      priceTableDisplayed: true,
      identificationTelephone: false,
    });
  });
});

/** A Nova Odessa inspector and a mobile post's vehicle without its price table, once per world. */
const seed = oncePerWorld(async (world) => {
  const { repo } = world.running.opened.deps;
  await passwordUser(repo, SYSTEM, INSPECTOR, NO, ['inspector']);
  const { establishment } = await licensedOutlet(repo, SYSTEM, {
    municipality: NO,
    name: 'Gás Porta a Porta',
    data: { activity: 'glp-mobile-sale' },
    number: 'NO-GLP-2026-014',
    issuedOn: world.today,
  });
  const facts: Record<string, unknown> = Object.fromEntries(MOBILE_FACTS.map((f) => [f, true]));
  await repo.vehicles.register(SYSTEM, {
    municipality: NO,
    establishmentId: establishment.id,
    plate: 'GLP2B34',
    type: 'truck',
    ownership: 'owned',
    contract: null,
    facts: {
      ...facts,
      priceTableDisplayed: false,
      trailer: false,
      inspected: true,
      extraExtinguisher: true,
      licenceOnFront: true,
      staffUniformedWithBadges: true,
      driversTrained: true,
    },
  });
});

describeScreens('roadside check of a Nova Odessa mobile post in Chromium (arts. 13 § 5º and 14)', (s) => {
  it('inspector of Nova Odessa: the vehicle without its price table is wrong under art. 13 § 5º; seen with it, nothing is wrong', async () => {
    const page = s.page();
    const url = s.world().url;
    await seed(s.world());
    await signIn(page, url, INSPECTOR);
    await page.goto(`${url}/campo/veiculo`);
    await page.getByLabel('Placa', { exact: true }).fill('glp-2b34');
    await page.getByRole('button', { name: 'Consultar a placa' }).click();
    const answer = page.locator('section', { has: page.getByRole('heading', { name: 'Placa GLP2B34' }) });
    // Licensed through the outlet's alvará, and still wrong: the headline says both.
    await answer.getByText('Licenciado, mas em desacordo com a lei (veja abaixo)', { exact: true }).waitFor();
    const before = await text(answer);
    assert.match(before, /Gás Porta a Porta/);
    assert.match(before, /art\. 13, § 5º: .*tabela de preços/);
    await page.getByRole('heading', { name: 'O que você vê' }).waitFor();
    // Every fact the law asks of the mobile post is offered (yes / no / not seen).
    for (const name of MOBILE_FACTS) assert.equal(await page.locator(`#observed-${name}-yes`).count(), 1, name);
    await s.clean('/campo/veiculo (mobile post)');

    await page.locator('label[for="observed-priceTableDisplayed-yes"]').click();
    await page.getByRole('button', { name: 'Conferir com o que vi' }).click();
    await answer.getByText('Nada de errado com o que está cadastrado.').waitFor();
    assert.doesNotMatch(await text(answer), /art\. 13, § 5º/);
    await answer.getByText('Licenciado', { exact: true }).waitFor();
    await s.clean('/campo/veiculo (mobile post, observed)');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.locator('header', { hasText: 'Entrar' }).waitFor();
  });

  it('from the check, the notice to the outlet: art. 13 § 5º violated, the infraction chosen among the law’s (art. 14 § 3º, 200 UFIR)', async () => {
    const page = s.page();
    const world = s.world();
    await seed(world);
    await signIn(page, world.url, INSPECTOR);
    await page.goto(`${world.url}/campo/veiculo`);
    await page.getByLabel('Placa', { exact: true }).fill('GLP2B34');
    await page.getByRole('button', { name: 'Consultar a placa' }).click();
    await page.getByRole('link', { name: 'Lavrar auto de infração' }).click();
    await page.getByRole('heading', { level: 1, name: 'Auto de infração do veículo GLP2B34' }).waitFor();
    const units = await text(page.getByRole('list', { name: 'Dispositivo descumprido:' }));
    assert.match(units, /Lei 1\.761\/2000, art\. 13, § 5º/);
    assert.match(await page.getByLabel('Constatação').inputValue(), /^Veículo placa GLP2B34: .*tabela de preços/);
    await page.getByLabel('Infração (dispositivo da penalidade)').selectOption('art14-par3');
    // What the infraction costs, from the law: art. 18's 200 UFIR; no amount to type (the law fixes it).
    await page.getByText(/^multa de 200 UFIR = R\$ [\d.,]+; na 1ª reincidência/).waitFor();
    assert.equal(await page.getByLabel(/Valor da multa/).count(), 0);
    await page.getByText(/A lei também determina: apreensão do veículo/).waitFor();
    await s.clean('/campo/veiculo/auto');
    await page.evaluate('document.activeElement?.blur()');
    await screenshot(page, 'campo-veiculo-auto', s.viewport);
    await page.getByRole('button', { name: 'Lavrar o auto' }).click();
    await page.getByText(/^Auto .+ lavrado em \d{2}\/\d{2}\/\d{4}\.$/).waitFor();
    assert.match(await text(page.locator('.glp-arithmetic')), /UFIR/);
    await s.clean('/campo/veiculo/auto (issued)');
    // The notice as recorded: to the outlet, for the unit the check found violated.
    const { repo } = world.running.opened.deps;
    const page1 = await repo.enforcement.list(SYSTEM, { limit: 500 });
    const vehicleNotices = page1.items.filter(
      (n) => n.kind === 'notice' && n.municipality === NO && (n.data as { infraction?: string }).infraction === 'art14-par3',
    );
    assert.ok(vehicleNotices.length >= 1, 'the notice is recorded');
    for (const n of vehicleNotices) assert.deepEqual((n.data as { units?: string[] }).units, ['art13-par5']);
    await signOut(page);
  });
});
