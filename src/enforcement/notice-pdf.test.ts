/**
 * Done-when of issue 11: for each of the four municipalities, an infraction notice issued
 * through the use case (store included, both engines) and read back with pdftotext shows the
 * violated units, the fine and its arithmetic — or, for Vitória da Conquista, that the amount
 * is not entered yet. Repeat offences counted per establishment and irregularity.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ENGINES, freshStore } from '../../test/support/engines.ts';
import { packs } from '../../test/support/packs.ts';
import { toolMissing } from '../../test/support/tools.ts';
import type { Role, Scope } from '../domain/roles.ts';
import { openRepository } from '../store/open.ts';
import type { Repository } from '../store/repository.ts';
import { renderNoticePdf } from './notice-pdf.ts';
import { type EnforcementDeps, issueNotice, type NoticeRequest } from './service.ts';

const skipPdf = toolMissing('pdftotext', 'poppler-utils');
const dir = mkdtempSync(join(tmpdir(), 'glp-notice-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
const SYSTEM: Scope = { userId: 'test', municipality: null, roles: ['system-admin'], requestId: 'setup' };

async function pdfText(buf: Buffer, name: string): Promise<string> {
  const f = join(dir, `${name}.pdf`);
  writeFileSync(f, buf);
  return collapse(execFileSync('pdftotext', ['-enc', 'UTF-8', f, '-'], { encoding: 'utf8' }));
}

for (const [engine, skip] of ENGINES) {
  describe(`infraction notices as PDF [${engine}]`, skip || skipPdf ? { skip: skip || (skipPdf as string) } : {}, () => {
    let repo: Repository;
    let dispose: () => Promise<void>;
    const inspectors: Record<string, Scope> = {};
    const deps = (): EnforcementDeps => ({ repo, pack: (m) => packs.require(m) });

    before(async () => {
      const s = await freshStore(engine, 'glp-notice-');
      dispose = s.dispose;
      repo = await openRepository(s.opts);
      await repo.upsertMunicipalities(packs.list().map((p) => ({ id: p.id, name: p.name, uf: p.uf, ibge: p.ibge })));
      for (const m of ['salvador-ba', 'belem-pa', 'nova-odessa-sp', 'vitoria-da-conquista-ba']) {
        const roles: Role[] = ['inspector'];
        const u = await repo.createUser(SYSTEM, {
          email: `fiscal@${m}`,
          name: `Fiscal ${m}`,
          municipality: m,
          roles,
          passwordHash: null,
          oidcIssuer: null,
          oidcSubject: null,
          disabled: false,
        });
        inspectors[m] = { userId: u.id, municipality: m, roles, requestId: `r-${m}` };
      }
    });
    after(async () => {
      await repo?.close();
      await dispose?.();
    });

    async function establishment(m: string): Promise<string> {
      const e = await repo.createEstablishment(inspectors[m] as Scope, {
        municipality: m,
        name: 'Gás São João Ltda.',
        cnpj: '11222333000181',
        address: { street: 'Rua da Conceição', number: '45', district: 'Comércio', cep: '40015-250' },
        location: null,
        ownerUserId: null,
        status: 'active',
        data: {},
      });
      return e.id;
    }

    async function issue(m: string, req: Omit<NoticeRequest, 'establishmentId' | 'finding'> & { establishmentId: string }) {
      const { notice, closure } = await issueNotice(deps(), inspectors[m] as Scope, {
        finding: 'Constatado pelo fiscal no local.',
        ...req,
      });
      const est = await repo.getEstablishment(inspectors[m] as Scope, req.establishmentId);
      const text = await pdfText(
        await renderNoticePdf({ pack: packs.require(m), notice, establishment: est, closure }),
        `${m}-${notice.data.number}`,
      );
      return { notice, closure, text };
    }

    it('Salvador: the storage fine fixed in the range, +50 % at the repeat, with the arithmetic', async () => {
      const e = await establishment('salvador-ba');
      const first = await issue('salvador-ba', {
        establishmentId: e,
        infraction: 'art15-III',
        units: ['art9'],
        on: '2026-03-02',
        amountBRL: 200,
      });
      const second = await issue('salvador-ba', {
        establishmentId: e,
        infraction: 'art15-III',
        units: ['art9'],
        on: '2026-04-02',
        amountBRL: 200,
        defenceDueOn: '2026-04-17',
        paymentDueOn: '2026-05-02',
      });
      for (const s of [
        'Auto de Infração nº',
        'art. 15, III',
        'art. 9º',
        '11.222.333/0001-81',
        'faixa R$ 100,00–R$ 300,00',
        'Valor da multa: R$ 200,00',
        'salvador-ba/repeat-increase-mode = linear',
        'salvador-ba/same-irregularity = same-units',
      ])
        assert.ok(first.text.includes(s), `"${s}" not in: ${first.text}`);
      for (const s of [
        'R$ 200,00 × (1 + 0,5 × 1) = R$ 300,00',
        'Valor da multa: R$ 300,00',
        'reincidência nº 1',
        'até 17/04/2026',
        'vencimento 02/05/2026',
      ])
        assert.ok(second.text.includes(s), `"${s}" not in: ${second.text}`);
      // A different irregularity (other units) starts its own count.
      const other = await issue('salvador-ba', {
        establishmentId: e,
        infraction: 'art15-III',
        units: ['art10'],
        on: '2026-04-03',
        amountBRL: 100,
      });
      assert.equal(other.notice.data.quote.repeat, 0);
    });

    it('Belém: art. 7 R$ 10.000,00, then +100 % at the repeat', async () => {
      const e = await establishment('belem-pa');
      const a = await issue('belem-pa', { establishmentId: e, infraction: 'art7-parU', units: ['art7'], on: '2026-03-02' });
      const b = await issue('belem-pa', { establishmentId: e, infraction: 'art7-parU', units: ['art7'], on: '2026-03-20' });
      for (const s of ['art. 7º, parágrafo único', 'Multa-base', 'R$ 10.000,00', 'belem-pa/repeat-offence-progression = linear'])
        assert.ok(a.text.includes(s), `"${s}" not in: ${a.text}`);
      assert.ok(b.text.includes('R$ 10.000,00 × (1 + 1 × 1) = R$ 20.000,00'), b.text);
      // English on request: the same notice, the same numbers.
      const est = await repo.getEstablishment(inspectors['belem-pa'] as Scope, e);
      const en = await pdfText(
        await renderNoticePdf({ pack: packs.require('belem-pa'), notice: b.notice, establishment: est, lang: 'en' }),
        'belem-en',
      );
      for (const s of ['Infraction Notice', 'Repeat no. 1', 'Fine amount: R$20,000.00', 'Infraction Notice no. AI-'])
        assert.ok(en.includes(s), `"${s}" not in: ${en}`);
    });

    it('Nova Odessa: 200 UFIR and its value in reais, doubled at the repeat', async () => {
      const e = await establishment('nova-odessa-sp');
      const a = await issue('nova-odessa-sp', { establishmentId: e, infraction: 'art18', units: ['art8-III'], on: '2026-03-02' });
      const b = await issue('nova-odessa-sp', { establishmentId: e, infraction: 'art18', units: ['art8-III'], on: '2026-04-02' });
      for (const s of ['art. 18', 'art. 8º, III', '200 UFIR', 'R$ 1,0641 por UFIR', 'R$ 212,82'])
        assert.ok(a.text.includes(s), `"${s}" not in: ${a.text}`);
      for (const s of [
        '200 UFIR × 2 (reincidência) = 400 UFIR',
        'R$ 425,64',
        'nova-odessa-sp/repeat-offence-doubling = double-each-repeat',
      ])
        assert.ok(b.text.includes(s), `"${s}" not in: ${b.text}`);
    });

    it('Vitória da Conquista: the notice says the amount is not entered instead of inventing one', async () => {
      const e = await establishment('vitoria-da-conquista-ba');
      const a = await issue('vitoria-da-conquista-ba', { establishmentId: e, infraction: 'art27', units: ['art13-I'], on: '2026-03-02' });
      assert.equal(a.notice.data.quote.amountBRL, null);
      assert.equal(a.notice.data.payment.state, 'none');
      for (const s of ['art. 27', 'art. 13, I', 'Valor da multa não cadastrado', 'Poder de Polícia'])
        assert.ok(a.text.includes(s), `"${s}" not in: ${a.text}`);
      assert.ok(!a.text.includes('Valor da multa: R$'), a.text);
    });

    it('a unit that is not in the law is refused naming the field', async () => {
      const e = await establishment('belem-pa');
      await assert.rejects(
        issueNotice(deps(), inspectors['belem-pa'] as Scope, {
          establishmentId: e,
          infraction: 'art6-par2',
          units: ['art99'],
          finding: 'x',
          on: '2026-03-02',
        }),
        (err: Error & { field?: string }) => err.field === 'units[0]',
      );
    });
  });
}
