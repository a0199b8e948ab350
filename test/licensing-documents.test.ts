/**
 * Documents presented with an application over the API (issue 10, Deliver 2): PDF, JPEG or PNG
 * only (told by the first bytes, the declared type must agree), at most 512 KiB, stored by
 * sha256 and returned byte for byte; a requirement the procedure does not name, a missing
 * validity where the document expires, or an end before the start, are refused naming the field.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import { forEachEngine, openTestApi, type TestApi } from './support/api.ts';
import { actorsOf, exampleInput, Flow, PDF_BYTES } from './support/licensing.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

await forEachEngine('licensing: documents', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine);
  });
  after(async () => {
    await api?.close();
  });

  test('checked by type and size, stored by sha256, returned as sent', async () => {
    const flow = new Flow(api, await actorsOf(api, 'salvador-ba'));
    const app = await flow.application(exampleInput('salvador-ba'), '2026-11-30');
    const post = (body: Record<string, unknown>) =>
      flow.req('applicant', 'POST', `/api/applications/${app.id}/documents`, {
        requirement: 'iptu',
        fileName: 'iptu.pdf',
        mediaType: 'application/pdf',
        contentBase64: PDF_BYTES.toString('base64'),
        validUntil: '2026-12-31',
        ...body,
      });
    const lie = await post({ contentBase64: PNG.toString('base64') });
    assert.equal(lie.status, 422);
    assert.deepEqual(lie.json.errors, [{ field: 'mediaType', found: '"application/pdf"', expected: 'image/png (what the file is)' }]);
    const gif = await post({ contentBase64: Buffer.from('GIF89a....').toString('base64') });
    assert.equal(gif.json.errors[0].field, 'contentBase64');
    const big = await post({ contentBase64: Buffer.concat([PDF_BYTES, Buffer.alloc(512 * 1024)]).toString('base64') });
    assert.equal(big.status, 422);
    assert.match(big.json.errors[0].expected, /at most 524288 bytes/);
    const unknown = await post({ requirement: 'horoscope' });
    assert.equal(unknown.json.errors[0].field, 'requirement');
    assert.match(unknown.json.errors[0].expected, /fire-brigade-licence/);
    const noValidity = await post({ validUntil: undefined });
    assert.equal(noValidity.json.errors[0].field, 'validUntil');
    const backwards = await post({ validFrom: '2026-12-01', validUntil: '2026-11-30' });
    assert.equal(backwards.json.errors[0].found, '2026-11-30');

    const ok = await post({});
    assert.equal(ok.status, 201, ok.text);
    assert.equal(ok.json.data.sha256, createHash('sha256').update(PDF_BYTES).digest('hex'));
    assert.equal(ok.json.data.size, PDF_BYTES.length);
    const png = await post({
      requirement: 'scale-certificate',
      mediaType: 'image/png',
      contentBase64: PNG.toString('base64'),
      fileName: 'balanca.png',
    });
    assert.equal(png.status, 201, png.text);
    const file = await api.app.request(`/api/licensing/items/${png.json.id}/file`, {
      headers: { authorization: `Bearer ${flow.who.token['reviewer']}` },
    });
    assert.equal(file.headers.get('content-type'), 'image/png');
    assert.deepEqual(Buffer.from(await file.arrayBuffer()), PNG);
    // The reviewer must give a reason to reject.
    const noReason = await flow.req('reviewer', 'POST', `/api/licensing/documents/${ok.json.id}/reject`, {}, '"v1"');
    assert.equal(noReason.status, 422);
    assert.equal((await flow.req('reviewer', 'POST', `/api/licensing/documents/${ok.json.id}/accept`, {}, '"v9"')).status, 412);
    assert.equal((await flow.req('reviewer', 'POST', `/api/licensing/documents/${ok.json.id}/accept`, {})).status, 428);
  });
});
