/**
 * Salvador's alvará in a real browser, desktop and phone: art. 2 § 2º binds the NBR 15514
 * distances "Para obtenção do Alvará" only, so the TVL's evaluation (which leaves them out) does
 * not serve the alvará. With the TVL issued, the officer choosing the alvará stage is told so in
 * the checklist, with the article; "Avaliar o pedido para esta etapa" stores an evaluation made
 * for the alvará (the NBR distances checked), the item goes, and the evaluation shown is the new
 * one. A reviewer may evaluate too; an applicant is not offered the button.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { hashPassword } from '../../src/auth/password.ts';
import type { Role } from '../../src/domain/roles.ts';
import { apiCall, describeScreens, signIn, signOut, text, tokenOf } from '../support/web.ts';
import { exampleInput, PDF_BYTES } from '../support/licensing.ts';

const SALVADOR = 'salvador-ba';

describeScreens('Salvador: the alvará asks for an evaluation made for it (art. 2 § 2º), in Chromium', (s) => {
  it('officer: told the TVL evaluation does not serve the alvará, evaluates for the stage, the item goes', async () => {
    const { url, today, running } = s.world();
    const seed = { userId: 'test:stage-seed', municipality: null, roles: ['system-admin' as Role], requestId: 'stage-seed' };
    const who = (role: Role, name: string) => ({ email: `${role}.${s.viewport}@salvador.example`, password: 'senha-de-teste-123', name });
    const applicant = who('applicant', `Requerente de Salvador ${s.viewport}`);
    const officer = who('licensing-officer', `Servidora de Salvador ${s.viewport}`);
    for (const [role, p] of [
      ['applicant', applicant],
      ['licensing-officer', officer],
    ] as const) {
      await running.opened.deps.repo.createUser(seed, {
        email: p.email,
        name: p.name,
        municipality: SALVADOR,
        roles: [role],
        passwordHash: await hashPassword(p.password),
        oidcIssuer: null,
        oidcSubject: null,
        disabled: false,
      });
    }
    const a = await tokenOf(url, applicant);
    const o = await tokenOf(url, officer);
    const name = `Gás Soteropolitano ${s.viewport}`;
    // The example is a TVL application (application.type "tvl"), evaluated, approved, its TVL issued.
    const input = exampleInput(SALVADOR);
    (input['establishment'] as { name: string }).name = name;
    const est = await apiCall(url, a, 'POST', '/api/establishments', {
      municipality: SALVADOR,
      name,
      cnpj: (input['establishment'] as { cnpj: string }).cnpj,
    });
    const created = await apiCall(url, a, 'POST', '/api/applications', { type: 'new', establishmentId: est.json['id'], input });
    const id = created.json['id'] as string;
    const submitted = await apiCall(url, a, 'POST', `/api/applications/${id}/submit`, undefined, created.etag);
    const ev = await apiCall(url, o, 'POST', `/api/applications/${id}/evaluations`, { date: today, useRegistry: false });
    const tvlNbr = (ev.json['result'] as { findings: { rule: string; status: string }[] }).findings.find(
      (f) => f.rule === 'salvador-ba/art2-par2',
    );
    assert.equal(tvlNbr?.status, 'not-applicable', 'the TVL is not held to the NBR distances');
    const reviewing = await apiCall(url, o, 'PATCH', `/api/applications/${id}`, { status: 'under-review' }, submitted.etag);
    await apiCall(url, o, 'PATCH', `/api/applications/${id}`, { status: 'approved' }, reviewing.etag);
    for (const requirement of ['fire-brigade-licence', 'third-party-insurance', 'scale-certificate', 'iptu']) {
      const d = await apiCall(url, a, 'POST', `/api/applications/${id}/documents`, {
        requirement,
        fileName: `${requirement}.pdf`,
        mediaType: 'application/pdf',
        contentBase64: PDF_BYTES.toString('base64'),
        validUntil: '2030-12-31',
      });
      await apiCall(url, o, 'POST', `/api/licensing/documents/${d.json['id']}/accept`, {}, d.etag);
    }
    await apiCall(url, o, 'POST', `/api/applications/${id}/issue`, { stage: 'tvl', date: today });

    const page = s.page();
    // The applicant sees the item but is not offered the evaluation.
    await signIn(page, url, applicant);
    await page.goto(`${url}/pedidos/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByLabel('Etapa do licenciamento').selectOption('alvara');
    const checklist = page.locator('section', { has: page.getByRole('heading', { name: 'Procedimento de licenciamento' }) });
    await checklist.getByText(/que deixa de fora requisitos de Alvará de Funcionamento/).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Avaliar o pedido para esta etapa' }).count(), 0);
    await signOut(page);

    await signIn(page, url, officer);
    await page.goto(`${url}/pedidos/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByLabel('Etapa do licenciamento').selectOption('alvara');
    const item = checklist.locator('li', { hasText: 'que deixa de fora requisitos de Alvará de Funcionamento' });
    await item.waitFor();
    assert.match(await text(item), /A última avaliação foi feita como pedido "tvl".*avalie o pedido para esta etapa\. \(art2-par2\)/);
    await s.clean('/pedidos/<id> (Salvador, alvará stage)', []);
    await page.getByRole('button', { name: 'Avaliar o pedido para esta etapa' }).click();
    await page.getByText('Pedido avaliado para esta etapa.').waitFor();
    await item.waitFor({ state: 'detached' });
    await checklist.getByText('Nada falta para esta etapa.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Avaliar o pedido para esta etapa' }).count(), 0);
    // The evaluation stored for the alvará checked the NBR distances (art. 2 § 2º).
    const stored = await apiCall(url, o, 'GET', `/api/applications/${id}/evaluations?limit=100`);
    const items = (
      stored.json['items'] as {
        createdAt: string;
        input: { application: { type: string } };
        result: { findings: { rule: string; status: string }[] };
      }[]
    ).sort((x, y) => y.createdAt.localeCompare(x.createdAt));
    assert.equal(items[0]?.input.application.type, 'new');
    assert.equal(items[0]?.result.findings.find((f) => f.rule === 'salvador-ba/art2-par2')?.status, 'satisfied');
    await s.clean('/pedidos/<id> (Salvador, evaluated for the alvará)', []);
    await signOut(page);
  });
});
