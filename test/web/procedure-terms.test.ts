/**
 * The application page's licensing section, below the stages, in a real browser (desktop and
 * phone): Vitória da Conquista's licences with their validity — the construction authorisation
 * (art. 2) has no end in the law, the alvará's year is the municipality's choice (Lei 709/1993
 * sets no term) — then the renewal window and the defence term (both the municipality's choice,
 * with no article) and the sanctions: art. 26 II, "parecer com sugestões para o Chefe do Executivo
 * Municipal sobre a suspensão ou a cassação do Alvará de Revenda" — the Prefeito decides the
 * suspension and the revocation of the alvará. In Portuguese, then in English with the switch.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { hashPassword } from '../../src/auth/password.ts';
import type { Role } from '../../src/domain/roles.ts';
import { formatDate } from '../../web/src/i18n/format.ts';
import { exampleInput } from '../support/licensing.ts';
import { mustPack } from '../support/packs.ts';
import { pollUntil } from '../support/poll.ts';
import { apiCall, describeScreens, signIn, signOut, text, tokenOf } from '../support/web.ts';

const VDC = 'vitoria-da-conquista-ba';
const ART26_II = 'Lei 709/1993, art. 26, II';

/** An applicant of `municipality` and their submitted application for the pack's example outlet named `name`. */
async function submittedApplication(
  s: Parameters<Parameters<typeof describeScreens>[1]>[0],
  municipality: string,
  name: string,
): Promise<{ id: string; applicant: { email: string; password: string; name: string } }> {
  const { url, running } = s.world();
  const seed = { userId: 'test:terms-seed', municipality: null, roles: ['system-admin' as Role], requestId: 'terms-seed' };
  const applicant = {
    email: `applicant.${s.viewport}@${municipality}-terms.example`,
    password: 'senha-de-teste-123',
    name: `Requerente ${s.viewport}`,
  };
  await running.opened.deps.repo.createUser(seed, {
    email: applicant.email,
    name: applicant.name,
    municipality,
    roles: ['applicant'],
    passwordHash: await hashPassword(applicant.password),
    oidcIssuer: null,
    oidcSubject: null,
    disabled: false,
  });
  const a = await tokenOf(url, applicant);
  const input = exampleInput(municipality);
  (input['establishment'] as { name: string }).name = name;
  const est = await apiCall(url, a, 'POST', '/api/establishments', {
    municipality,
    name,
    cnpj: (input['establishment'] as { cnpj: string }).cnpj,
  });
  const created = await apiCall(url, a, 'POST', '/api/applications', { type: 'new', establishmentId: est.json['id'], input });
  const id = created.json['id'] as string;
  await apiCall(url, a, 'POST', `/api/applications/${id}/submit`, undefined, created.etag);
  return { id, applicant };
}

describeScreens('the procedure’s validity, renewal, defence and sanctions on the application page, in Chromium', (s) => {
  it('Vitória da Conquista: each licence’s validity; the Prefeito decides the suspension (art. 26 II)', async () => {
    const { url, today } = s.world();
    // The law's words the page must carry (the pack's transcription of art. 26 II).
    const art26 = mustPack(VDC).laws[0]?.units.find((u) => u.id === 'art26-II')?.text ?? '';
    assert.match(art26, /Chefe do Executivo Municipal sobre a suspensão ou a cassação/);
    const name = `Gás do Sertão ${s.viewport}`;
    const { id, applicant } = await submittedApplication(s, VDC, name);

    const page = s.page();
    await signIn(page, url, applicant);
    await page.goto(`${url}/pedidos/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Validade, renovação e sanções' }) });
    const shown = await pollUntil(
      () => text(section),
      (t) => t.includes('Sanções'),
      'the section of terms and sanctions',
    );
    const [y, m, d] = today.split('-');
    assert.ok(shown.includes(`em ${d}/${m}/${y}`), shown);
    const dd = async (term: string) => text(section.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]'));
    // Art. 2: the construction authorisation, no term in the law; the alvará (art. 19): a year the law does not set.
    assert.equal(await dd('Validade: Autorização para construção'), 'sem prazo na lei');
    assert.equal(await dd('Validade: Alvará de Funcionamento de Revenda de GLP'), '1 ano: escolha do Município (a lei não fixa o prazo)');
    assert.equal(
      await dd('Renovação'),
      'pedida a partir de 30 dias antes do fim da validade: escolha do Município (a lei não fixa o prazo)',
    );
    assert.equal(await dd('Prazo de defesa'), '15 dias corridos: escolha do Município (a lei não fixa o prazo)');
    const suspension = await text(section.locator('li', { hasText: /^suspensão/ }));
    assert.match(
      suspension,
      new RegExp(`^suspensão \\(${ART26_II.replace(/[.]/g, '\\.')}\\) — quem decide: Prefeito \\(Chefe do Executivo Municipal, `),
    );
    assert.ok(art26.includes('Chefe do Executivo Municipal'));
    // Art. 26 II is silent on lifting it: the reading reinstatement-authority gives it to the Prefeito.
    assert.match(
      suspension,
      /para Alvará de Funcionamento de Revenda de GLP; nas demais licenças, servidor do licenciamento; quem levanta a suspensão: Prefeito, por ato seu \(vitoria-da-conquista-ba\/reinstatement-authority = deciding-authority\)$/,
    );
    assert.doesNotMatch(await text(section.locator('li', { hasText: /^cassação/ })), /levanta/);
    assert.match(await text(section.locator('li', { hasText: /^cassação/ })), /quem decide: Prefeito/);
    // The law names no closure order (interdição).
    assert.equal(await section.locator('li', { hasText: /^interdição/ }).count(), 0);
    await s.clean('/pedidos/<id> (Vitória da Conquista, terms and sanctions)');

    // In English, one click away.
    await page.getByRole('button', { name: /English/ }).click();
    const en = page.locator('section', { has: page.getByRole('heading', { name: 'Validity, renewal and sanctions' }) });
    const english = await pollUntil(
      () => text(en),
      (t) => t.includes('Sanctions'),
      'the section in English',
    );
    // The English date as the interface writes dates in English (3 Dec 2026).
    assert.ok(english.includes(`on ${formatDate(today, 'en')}.`), english);
    assert.match(
      await text(en.locator('li', { hasText: /^suspension/ })),
      /decided by: Mayor \(Chefe do Executivo Municipal, Lei 709\/1993, art\. 26, II\), for GLP resale operating licence; for the other licences, licensing officer; who lifts the suspension: Mayor, by an act of theirs \(vitoria-da-conquista-ba\/reinstatement-authority = deciding-authority\)$/,
    );
    assert.match(english, /1 year: the municipality’s choice \(the law sets no term\)/);
    await s.clean('/pedidos/<id> (Vitória da Conquista, terms and sanctions, English)');
    await page.getByRole('button', { name: /Português/ }).click();
    await signOut(page);
  });
  it('Belém: suspension and revocation, which no word of the law names, rest on the police power of art. 8', async () => {
    const { url } = s.world();
    const art8 = mustPack('belem-pa').laws[0]?.units.find((u) => u.id === 'art8')?.text ?? '';
    assert.match(art8, /fiscalizará/);
    const name = `Gás do Guamá ${s.viewport}`;
    const { id, applicant } = await submittedApplication(s, 'belem-pa', name);
    const page = s.page();
    await signIn(page, url, applicant);
    await page.goto(`${url}/pedidos/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Validade, renovação e sanções' }) });
    await pollUntil(
      () => text(section),
      (t) => t.includes('Sanções'),
      'the section of terms and sanctions',
    );
    assert.match(
      await text(section.locator('li', { hasText: /^suspensão/ })),
      /^suspensão \(não nomeada na lei: poder de polícia do Município, pela fiscalização que o artigo dá; Lei de Belém de 16\/01\/2012, art\. 8º\) — quem decide: servidor do licenciamento$/,
    );
    await s.clean('/pedidos/<id> (Belém, sanctions on the police power)');
    await signOut(page);
  });
});
