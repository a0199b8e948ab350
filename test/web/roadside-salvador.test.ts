/**
 * The roadside check of a Salvador vehicle (/campo/veiculo) and art. 3 § 1º: "Os veículos das
 * empresas revendedoras deverão estar identificados com o nome da empresa distribuidora, número
 * da autorização emitida pela ANP e tabela de preços visíveis ao consumidor" — three elements,
 * each a yes/no fact of the vehicle the screen offers from Salvador's input schema. In Chromium
 * (desktop and phone): a vehicle registered without them is asked the three; the inspector sees
 * the ANP authorisation number missing and the check names the plate, the element and the unit;
 * seen with all three, nothing is wrong. The other facts the rules of the check read (art. 3, its
 * § 2º, art. 4 and art. 8) are registered compliant, so only § 1º can be wrong.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Scope } from '../../src/domain/roles.ts';
import { licensedOutlet } from '../support/outlets.ts';
import { oncePerWorld, passwordUser } from '../support/web-users.ts';
import { describeScreens, signIn, signOut, text, type WebWorld } from '../support/web.ts';

const SSA = 'salvador-ba';
const PLATE = 'SSA5D67';
const INSPECTOR = { email: 'joana.fiscal@salvador.example', password: 'senha-de-teste-123', name: 'Joana Fiscal' };
const SYSTEM: Scope = {
  userId: 'test:salvador-roadside-seed',
  municipality: null,
  roles: ['system-admin'],
  requestId: 'salvador-roadside-seed',
};

/** The three elements of art. 3 § 1º: the screen's question for each (web/src/i18n/pt-field.ts). */
const QUESTIONS = {
  distributorNameShown: 'Mostra o nome da empresa distribuidora, visível ao consumidor?',
  anpAuthorisationShown: 'Mostra o número da autorização emitida pela ANP, visível ao consumidor?',
  priceTableShown: 'Mostra a tabela de preços, visível ao consumidor?',
} as const;

/** A Salvador inspector and a reseller's truck registered without the three elements, once per world. */
const seed = oncePerWorld(async (world) => {
  const { repo } = world.running.opened.deps;
  await passwordUser(repo, SYSTEM, INSPECTOR, SSA, ['inspector']);
  const { establishment } = await licensedOutlet(repo, SYSTEM, {
    municipality: SSA,
    name: 'Gás do Rio Vermelho',
    cnpj: '11444777000161',
    number: 'SSA-ALV-2026-077',
    issuedOn: world.today,
  });
  await repo.vehicles.register(SYSTEM, {
    municipality: SSA,
    establishmentId: establishment.id,
    plate: PLATE,
    type: 'truck',
    ownership: 'owned',
    contract: null,
    facts: { adaptedAndLegal: true, signs: true, usesHorn: false },
  });
});

/** Signs the inspector in and opens the check of the plate; the answer's section. */
async function checkPlate(page: Page, world: WebWorld) {
  await seed(world);
  await signIn(page, world.url, INSPECTOR);
  await page.goto(`${world.url}/campo/veiculo`);
  await page.getByLabel('Placa', { exact: true }).fill(PLATE.toLowerCase());
  await page.getByRole('button', { name: 'Consultar a placa' }).click();
  const answer = page.locator('section', { has: page.getByRole('heading', { name: `Placa ${PLATE}` }) });
  await answer.getByText('Licenciado', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'O que você vê' }).waitFor();
  return answer;
}

/** Marks what the inspector sees of the three elements (Sim / Não) and asks the check again. */
async function see(page: Page, seen: Record<keyof typeof QUESTIONS, 'Sim' | 'Não'>): Promise<void> {
  for (const [fact, question] of Object.entries(QUESTIONS)) {
    const group = page.getByRole('group', { name: question });
    const answer = seen[fact as keyof typeof QUESTIONS];
    // The gov.br radio is drawn by its label: the label is what a finger touches.
    await group.locator('label').getByText(answer, { exact: true }).click();
    assert.equal(await group.getByLabel(answer, { exact: true }).isChecked(), true, `${question} ${answer}`);
  }
  await page.getByRole('button', { name: 'Conferir com o que vi' }).click();
}

describeScreens('roadside check of a Salvador vehicle in Chromium (art. 3 § 1º: distributor, ANP authorisation, price table)', (s) => {
  it('inspector of Salvador: the ANP authorisation number not shown — the plate, the element and art. 3, § 1º named', async () => {
    const page = s.page();
    const answer = await checkPlate(page, s.world());
    // Registered without the three elements: the check cannot tell and asks each by its name.
    const registered = await text(answer);
    // The outlet's CNPJ formatted, as every screen and document prints it (it was 11444777000161).
    assert.match(registered, /Gás do Rio Vermelho \(CNPJ 11\.444\.777\/0001-61\)/);
    // An alvará with no expiry date: not "válida até sem prazo".
    assert.match(registered, /SSA-ALV-2026-077: válida, sem data de vencimento/);
    assert.match(registered, /Ainda não informado: .*nome da empresa distribuidora visível no veículo/);
    assert.match(registered, /número da autorização da ANP visível no veículo/);
    assert.match(registered, /tabela de preços visível no veículo/);
    assert.doesNotMatch(registered, /sem o número da autorização/);
    // Each element is offered as its own question (the deprecated `identified` is not).
    for (const question of Object.values(QUESTIONS)) assert.equal(await page.getByRole('group', { name: question }).count(), 1, question);
    assert.equal(await page.locator('#observed-identified-yes').count(), 0);
    await s.clean('/campo/veiculo (Salvador, registered)');

    await see(page, { distributorNameShown: 'Sim', anpAuthorisationShown: 'Não', priceTableShown: 'Sim' });
    const problem = answer.locator('.glp-problems li', { hasText: 'art. 3º, § 1º' });
    await problem.waitFor();
    const said = await text(problem);
    assert.match(said, new RegExp(`${PLATE} \\(caminhão\\): sem o número da autorização emitida pela ANP`));
    // Only the element not seen is named.
    assert.doesNotMatch(said, /sem o nome da empresa distribuidora|sem a tabela de preços/);
    assert.doesNotMatch(await text(answer), /Ainda não informado/);
    await s.clean('/campo/veiculo (Salvador, ANP number not seen)');
    await signOut(page);
  });

  it('inspector of Salvador: the three elements shown — nothing wrong under art. 3, § 1º', async () => {
    const page = s.page();
    const answer = await checkPlate(page, s.world());
    await see(page, { distributorNameShown: 'Sim', anpAuthorisationShown: 'Sim', priceTableShown: 'Sim' });
    // The registered answer already says "Nada de errado…" (its three elements are only not recorded):
    // wait for the re-check, which no longer lists them as not recorded, before reading it.
    await answer.getByText(/Ainda não informado/).waitFor({ state: 'detached' });
    await answer.getByText('Nada de errado com o que está cadastrado.').waitFor();
    const said = await text(answer);
    assert.doesNotMatch(said, /art\. 3º, § 1º/);
    assert.doesNotMatch(said, /Ainda não informado/);
    await s.clean('/campo/veiculo (Salvador, all three seen)');
    await signOut(page);
  });
});
