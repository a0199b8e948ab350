/**
 * Helpers of the licensing tests: users of the four municipalities, an application carried
 * through its pack's procedure over the API, the licence PDF read with pdftotext and its QR code
 * decoded with zbarimg. Not a test file itself.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '../../src/domain/roles.ts';
import { makeUser, type TestApi, type TestResponse } from './api.ts';

export const MUNICIPALITIES = ['salvador-ba', 'belem-pa', 'nova-odessa-sp', 'vitoria-da-conquista-ba'] as const;
const ROLES: Role[] = ['applicant', 'licensing-officer', 'reviewer', 'fire-brigade', 'inspector'];

/** A tiny but real PDF header: enough for the magic-byte check (the content is the applicant's). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n% documento de teste\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface Actors {
  token: Record<string, string>;
}

export async function actorsOf(api: TestApi, municipality: string): Promise<Actors> {
  const token: Record<string, string> = {};
  for (const r of ROLES) token[r] = (await makeUser(api, [r], municipality, `${r}-${municipality}`)).token;
  return { token };
}

/** The example input of the municipality (examples/<id>-approvable.json), without $schema. */
export function exampleInput(municipality: string): Record<string, unknown> {
  const raw = JSON.parse(readFileSync(new URL(`../../examples/${municipality}-approvable.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
  delete raw['$schema'];
  return raw;
}

export class Flow {
  constructor(
    readonly api: TestApi,
    readonly who: Actors,
  ) {}

  async req(role: string, method: string, path: string, body?: unknown, etag?: string): Promise<TestResponse> {
    const headers: Record<string, string> = {};
    if (etag !== undefined) headers['if-match'] = etag;
    const o: Parameters<TestApi['req']>[2] = { token: this.who.token[role], headers };
    if (body !== undefined) o.body = body;
    return this.api.req(method, path, o);
  }

  async ok(role: string, method: string, path: string, body?: unknown, etag?: string, status = [200, 201]): Promise<TestResponse> {
    const r = await this.req(role, method, path, body, etag);
    assert.ok(status.includes(r.status), `${method} ${path} as ${role}: ${r.status} ${r.text}`);
    return r;
  }

  /** Establishment + application (submitted, evaluated on `date`). */
  async application(input: Record<string, unknown>, date: string, type = 'new'): Promise<{ id: string; establishmentId: string }> {
    const est = input['establishment'] as { name: string; cnpj: string };
    const e = await this.ok('applicant', 'POST', '/api/establishments', {
      name: est.name,
      cnpj: est.cnpj,
      address: { street: 'Rua das Acácias', number: '45', district: 'Centro', cep: '40015-250' },
    });
    return this.applicationFor(e.json.id as string, input, date, type);
  }

  async applicationFor(establishmentId: string, input: Record<string, unknown>, date: string, type: string) {
    const a = await this.ok('applicant', 'POST', '/api/applications', { type, establishmentId, input });
    const id = a.json.id as string;
    await this.ok('applicant', 'POST', `/api/applications/${id}/submit`, undefined, '"v1"');
    const ev = await this.ok('licensing-officer', 'POST', `/api/applications/${id}/evaluations`, {
      date,
      useRegistry: false,
      // The lifecycle tests walk years ahead (renewals): the law as known today, said so in the result.
      ...(date > new Date().toISOString().slice(0, 10) ? { allowFuture: true } : {}),
    });
    assert.equal(ev.json.result.verdict, 'approvable', JSON.stringify(ev.json.result.missing));
    return { id, establishmentId };
  }

  /** Evaluates the application for a stage that asks for its own evaluation (StageDef.evaluation: Salvador's alvará). */
  async evaluateFor(id: string, stage: string, date: string) {
    const ev = await this.ok('licensing-officer', 'POST', `/api/applications/${id}/evaluations`, { date, useRegistry: false, stage });
    assert.equal(ev.json.result.verdict, 'approvable', JSON.stringify(ev.json.result.missing));
    return ev.json;
  }

  async approve(id: string): Promise<void> {
    const a = await this.ok('reviewer', 'GET', `/api/applications/${id}`);
    const r = await this.ok('reviewer', 'PATCH', `/api/applications/${id}`, { status: 'under-review' }, a.headers.get('etag') ?? '');
    await this.ok('licensing-officer', 'PATCH', `/api/applications/${id}`, { status: 'approved' }, r.headers.get('etag') ?? '');
  }

  async present(id: string, requirement: string, opts: { validUntil?: string; amountBRL?: number; accept?: boolean } = {}) {
    const body: Record<string, unknown> = {
      requirement,
      fileName: `${requirement}.pdf`,
      mediaType: 'application/pdf',
      contentBase64: PDF_BYTES.toString('base64'),
      validUntil: opts.validUntil ?? '2027-11-30',
    };
    if (opts.amountBRL !== undefined) body['amountBRL'] = opts.amountBRL;
    const d = await this.ok('applicant', 'POST', `/api/applications/${id}/documents`, body);
    if (opts.accept === false) return d.json;
    return (await this.ok('reviewer', 'POST', `/api/licensing/documents/${d.json.id}/accept`, {}, d.headers.get('etag') ?? '')).json;
  }

  /** Requests the stage's opinions; each department (by its role) answers `answer`. */
  async opinions(id: string, stage: string, roleOf: Record<string, string>, answer = 'favourable', grounds?: string) {
    const r = await this.ok('licensing-officer', 'POST', `/api/applications/${id}/opinions`, { stage });
    const out = [];
    for (const o of r.json as { id: string; data: { department: string }; version: number }[]) {
      const role = roleOf[o.data.department] ?? 'reviewer';
      const body = grounds ? { grounds } : {};
      out.push((await this.ok(role, 'POST', `/api/licensing/opinions/${o.id}/${answer}`, body, `"v${o.version}"`)).json);
    }
    return out;
  }

  async issue(id: string, body: Record<string, unknown>) {
    return this.req('licensing-officer', 'POST', `/api/applications/${id}/issue`, body);
  }
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The PDF's text (pdftotext), whitespace collapsed. */
export function pdfText(pdf: Buffer): string {
  return readPdf(pdf, false).text;
}

/** The PDF's text (pdftotext) and the QR code's content (pdftoppm + zbarimg). */
export function readPdf(pdf: Buffer, withQr = true): { text: string; qr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'glp-lic-'));
  try {
    const f = join(dir, 'l.pdf');
    writeFileSync(f, pdf);
    const text = collapse(execFileSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8' }));
    if (!withQr) return { text, qr: '' };
    execFileSync('pdftoppm', ['-r', '150', '-png', f, join(dir, 'p')]);
    // The QR code is on whichever page the text left it: every page is scanned.
    const pages = readdirSync(dir)
      .filter((n) => n.endsWith('.png'))
      .sort();
    const codes = pages.flatMap((png) => {
      const r = spawnSync('zbarimg', ['--raw', '-q', join(dir, png)], { encoding: 'utf8' });
      return r.status === 0 ? r.stdout.trim().split('\n') : [];
    });
    assert.equal(codes.length, 1, `one QR code in the PDF, found ${codes.length}`);
    return { text, qr: codes[0] as string };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
