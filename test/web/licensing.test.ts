/**
 * The licensing screens in a real browser against the real server, desktop and phone: Belém's
 * first stage (plan approval and construction licence, art. 2) needs the ANP authorisation
 * (art. 2, II), the environmental licence (art. 2, III, it expires), the licences of other
 * authorities (art. 2, IV), the company registration and the tax registrations (art. 4), and the
 * works and urbanism department's opinion on the building legislation (art. 2 caput, given by a
 * reviewer through the API). The application is filed, evaluated and approved through the API, and four documents are presented
 * through it; the applicant then sees what is pending, is told the API's refusal of a file that is
 * not a PDF, JPEG or PNG, and presents the company registration; the official asks to
 * issue and is refused with each missing item named as the API's problem JSON names it, accepts
 * the documents, issues, downloads the licence PDF (application/pdf) and opens its public
 * verification page. Every new screen is checked with axe-core.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import {
  APPLICANT,
  apiCall,
  describeScreens,
  MUNICIPAL_ADMIN,
  OFFICIAL,
  screenshot,
  signIn,
  signOut,
  text,
  tokenOf,
} from '../support/web.ts';
import { exampleInput, PDF_BYTES } from '../support/licensing.ts';

/** Belém art. 4's document, in the law's words ("declaração de empresário ou atos constitutivos da sociedade … Junta Comercial do Estado"). */
const ART4 = 'Declaração de empresário ou atos constitutivos da sociedade, arquivados na Junta Comercial do Estado';

describeScreens('licensing screens in Chromium', (s) => {
  const name = () => `Gás Licenciado ${s.viewport}`;
  let appId = '';
  /** The HTTP errors the tests provoke: the refused file, then the refused issue. */
  const provoked = () => [`422 POST /api/applications/${appId}/documents`, `409 POST /api/applications/${appId}/issue`];

  it('applicant: sees what is pending, is told why a file is refused, and presents a document', async () => {
    const { url, today } = s.world();
    const applicant = await tokenOf(url, APPLICANT);
    const officer = await tokenOf(url, OFFICIAL);
    const input = exampleInput('belem-pa');
    (input['establishment'] as { name: string }).name = name();
    const est = await apiCall(url, applicant, 'POST', '/api/establishments', {
      municipality: 'belem-pa',
      name: name(),
      cnpj: (input['establishment'] as { cnpj: string }).cnpj,
    });
    const created = await apiCall(url, applicant, 'POST', '/api/applications', { type: 'new', establishmentId: est.json['id'], input });
    appId = created.json['id'] as string;
    const submitted = await apiCall(url, applicant, 'POST', `/api/applications/${appId}/submit`, undefined, created.etag);
    const ev = await apiCall(url, officer, 'POST', `/api/applications/${appId}/evaluations`, { date: today, useRegistry: false });
    assert.equal((ev.json['result'] as { verdict: string }).verdict, 'approvable');
    const reviewing = await apiCall(url, officer, 'PATCH', `/api/applications/${appId}`, { status: 'under-review' }, submitted.etag);
    await apiCall(url, officer, 'PATCH', `/api/applications/${appId}`, { status: 'approved' }, reviewing.etag);
    // Art. 2 caput: the plans meet the building legislation — the works and urbanism department's opinion, favourable.
    const reviewer = { email: `analista.obras.${s.viewport}@belem.example`, password: 'senha-de-teste-123' };
    await apiCall(url, await tokenOf(url, MUNICIPAL_ADMIN), 'POST', '/api/users', {
      ...reviewer,
      name: `Analista de Obras ${s.viewport}`,
      municipality: 'belem-pa',
      roles: ['reviewer'],
    });
    const [plans] = (await apiCall(url, officer, 'POST', `/api/applications/${appId}/opinions`, { stage: 'construction' }))
      .json as unknown as { id: string; version: number }[];
    await apiCall(url, await tokenOf(url, reviewer), 'POST', `/api/licensing/opinions/${plans?.id}/favourable`, {}, `"v${plans?.version}"`);
    // Four of the five documents of arts. 2 and 4, presented through the API; not yet reviewed.
    const pdf = PDF_BYTES.toString('base64');
    for (const [requirement, validUntil] of [
      ['anp-authorisation', undefined],
      ['environmental-licence', '2030-12-31'],
      ['other-licences', undefined],
      ['tax-registrations', undefined],
    ] as const) {
      await apiCall(url, applicant, 'POST', `/api/applications/${appId}/documents`, {
        requirement,
        fileName: `${requirement}.pdf`,
        mediaType: 'application/pdf',
        contentBase64: pdf,
        ...(validUntil ? { validUntil } : {}),
      });
    }

    const page = s.page();
    await signIn(page, url, APPLICANT);
    await page.goto(`${url}/pedidos/${appId}`);
    await page.getByRole('heading', { level: 1, name: name() }).waitFor();
    const checklist = page.locator('section', { has: page.getByRole('heading', { name: 'Procedimento de licenciamento' }) });
    await checklist.getByRole('heading', { name: 'O que falta (5)' }).waitFor();
    const pending = await text(checklist);
    assert.match(pending, new RegExp(`${ART4}: não apresentado\\.`));
    assert.match(pending, /Autorização da ANP: ainda não aceito pelo analista\./);
    assert.match(pending, /Licença ambiental: ainda não aceito pelo analista\./);
    assert.match(pending, /Licenciamento de outros órgãos: ainda não aceito pelo analista\./);
    assert.match(pending, /Cadastros nos órgãos fiscais da União, do Estado e do Município: ainda não aceito pelo analista\./);
    // An applicant reviews nothing and decides nothing.
    assert.equal(await page.getByRole('button', { name: /^Aceitar / }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Emitir licença' }).count(), 0);

    // A text file dressed as a PNG: the API reads the bytes and refuses it, and the page says so.
    await page.getByLabel('Documento exigido').selectOption('company-registration');
    await page
      .getByLabel('Arquivo')
      .setInputFiles({ name: 'contrato.png', mimeType: 'image/png', buffer: Buffer.from('não sou uma imagem') });
    await page.getByRole('button', { name: 'Enviar o documento' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'contentBase64' });
    await refusal.waitFor();
    // The field's problem as the screen reads it, in Portuguese (the API's foundText/expectedText).
    const said = await text(refusal);
    assert.match(
      said,
      /contentBase64: encontrado um arquivo que não é PDF, JPEG nem PNG \(pelos primeiros bytes\); esperado um arquivo PDF, JPEG ou PNG/,
    );
    assert.doesNotMatch(said, /not PDF|expected/);
    await s.clean('/pedidos/<id> (applicant, refused file)', [`422 POST /api/applications/${appId}/documents`]);

    await page.getByLabel('Arquivo').setInputFiles({ name: 'contrato-social.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await page.getByRole('button', { name: 'Enviar o documento' }).click();
    await page.getByText('Documento contrato-social.pdf enviado; aguarda a análise.').waitFor();
    await checklist.getByText(`${ART4}: ainda não aceito pelo analista.`).waitFor();
    const docs = page.locator('section', { has: page.getByRole('heading', { name: 'Documentos', exact: true }) });
    assert.match(await text(docs), new RegExp(`${ART4}: contrato-social\\.pdf — Aguardando análise`));
    await s.clean('/pedidos/<id> (applicant)', [`422 POST /api/applications/${appId}/documents`]);
    await screenshot(page, 'documentos', s.viewport, page.getByRole('heading', { name: 'Procedimento de licenciamento' }));
    await signOut(page);
  });

  it('official: refused naming each missing item, accepts the documents, issues, downloads the PDF, verifies', async () => {
    const { url } = s.world();
    const page = s.page();
    await signIn(page, url, OFFICIAL);
    await page.goto(`${url}/pedidos/${appId}`);
    await page.getByRole('heading', { level: 1, name: name() }).waitFor();
    await page.getByRole('button', { name: 'Emitir licença' }).click();
    const refusal = page.locator('.glp-refusal');
    await refusal.waitFor();
    const said = await text(refusal);
    assert.match(said, /faltam 5 item\(ns\)/);
    for (const item of [
      'Autorização da ANP',
      'Licença ambiental',
      'Licenciamento de outros órgãos',
      ART4,
      'Cadastros nos órgãos fiscais da União, do Estado e do Município',
    ]) {
      assert.match(said, new RegExp(`${item}: ainda não aceito pelo analista\\.`));
    }
    await s.clean('/pedidos/<id> (official, refused)', provoked());
    await screenshot(page, 'decisao-recusada', s.viewport, page.getByRole('heading', { name: 'Procedimento de licenciamento' }));

    // A rejection needs its reason; then the document is accepted after all.
    await page.getByLabel('Motivo da recusa de anp-authorisation.pdf').fill('Cópia ilegível.');
    await page.getByRole('button', { name: 'Recusar anp-authorisation.pdf' }).click();
    await page.getByText('Documento anp-authorisation.pdf recusado.').waitFor();
    await page.getByText('Autorização da ANP: recusado (Cópia ilegível.).').first().waitFor();
    for (const file of [
      'anp-authorisation.pdf',
      'environmental-licence.pdf',
      'other-licences.pdf',
      'contrato-social.pdf',
      'tax-registrations.pdf',
    ]) {
      await page.getByRole('button', { name: `Aceitar ${file}` }).click();
      await page.getByText(`Documento ${file} aceito.`).waitFor();
    }
    await page.getByText('Nada falta para esta etapa.').waitFor();
    await page.getByText('Tudo o que a lei exige está presente: a licença pode ser emitida.').waitFor();
    await s.clean('/pedidos/<id> (official, complete)', provoked());

    await page.getByRole('button', { name: 'Emitir licença' }).click();
    const issued = page.locator('.glp-lic-issued');
    await issued.waitFor();
    const number = /Licença nº (\S+) emitida\./.exec(await text(issued))?.[1];
    assert.ok(number, 'the licence number is shown');
    await s.clean('/pedidos/<id> (official, issued)', provoked());
    await screenshot(page, 'licenca-emitida', s.viewport, page.getByRole('heading', { name: 'Decisão' }));

    // The PDF: served as application/pdf, and downloaded as a PDF file.
    const link = page.getByRole('link', { name: `Baixar a licença ${number} (PDF)` });
    const href = await link.getAttribute('href');
    const r = await page.request.get(`${url}${href}`);
    assert.equal(r.status(), 200);
    assert.equal(r.headers()['content-type'], 'application/pdf');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const saved = await download.path();
    assert.equal(readFileSync(saved).subarray(0, 5).toString('latin1'), '%PDF-');

    // The next stage (the operating licence, art. 1): its documents and the fire brigade's
    // inspection (art. 3, III) are missing; the officer requests the inspection.
    await page.getByLabel('Etapa do licenciamento').selectOption('alvara');
    await page.getByText('Seguro contra incêndio: não apresentado (mínimo R$ 50.000,00).').first().waitFor();
    await page.getByRole('button', { name: 'Emitir alvará' }).waitFor();
    await page.getByRole('button', { name: 'Solicitar os pareceres e vistorias da etapa' }).click();
    await page.getByText('Pareceres e vistorias solicitados.').waitFor();
    const opinions = page.locator('section', { has: page.getByRole('heading', { name: 'Pareceres e vistorias' }) });
    await opinions.getByText('Corpo de Bombeiros: extintores e prevenção de incêndio: solicitado, aguardando o departamento').waitFor();
    await s.clean('/pedidos/<id> (official, next stage)', provoked());
    await page.getByLabel('Etapa do licenciamento').selectOption('construction');
    await page
      .getByRole('link', { name: `Verificação pública da licença ${number}` })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: `Licença ${number}` }).waitFor();
    await page.getByText('Licença válida').first().waitFor();
    assert.match(await text(page.locator('main')), new RegExp(name()));
    await s.clean('/verificar/<número> (issued)', provoked());
    await signOut(page);
  });
});
