/**
 * Art. 12's "alvará específico concedido pela Prefeitura" is art. 16's alvará (the same words):
 * at an inspection the art. 16 alvará in force decides; the old separate fact
 * documents.specificResidentialLicence is no longer read, and a finding that meets it says so
 * (a note), rather than letting a stale "false" or "true" pass unremarked.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { evaluate } from '../../src/core/engine.ts';
import { parseInputFor } from '../../src/core/input/validate.ts';
import { novaOdessaPack as pack } from './index.ts';

const DATE = '2026-03-01';
const BASE = JSON.parse(readFileSync(new URL('./cases/base/outlet.json', import.meta.url), 'utf8'));

function art12(documents: Record<string, unknown>, lang: 'pt' | 'en' = 'pt') {
  const doc = { ...BASE, zone: { ...BASE.zone, kind: 'residential' }, documents: { ...BASE.documents, ...documents } };
  const f = evaluate(pack, parseInputFor(pack, doc), { date: DATE, lang }).findings.find((x) => x.rule === 'nova-odessa-sp/art12');
  assert.ok(f, 'art12 finding');
  return f;
}

describe('nova-odessa-sp art. 12: the specific licence is the art. 16 alvará', () => {
  it('a stale specificResidentialLicence = false beside an alvará in force: satisfied, with a note that the old fact is not read', () => {
    const f = art12({ specificResidentialLicence: false });
    assert.equal(f.status, 'satisfied');
    assert.ok(f.notes?.some((n) => n.includes('documents.specificResidentialLicence') && n.includes('não é mais lido')));
  });

  it('a stale specificResidentialLicence = true beside an expired alvará: violated (the alvará decides)', () => {
    const f = art12({ specificResidentialLicence: true, alvara: { held: true, validUntil: '2026-02-28' } });
    assert.equal(f.status, 'violated');
    assert.match(f.message, /vencido em 28\/02\/2026/);
  });

  it('without the old fact: no note', () => {
    const f = art12({});
    assert.equal(f.status, 'satisfied');
    assert.ok(!(f.notes ?? []).some((n) => n.includes('specificResidentialLicence')));
  });

  it('in English', () => {
    const f = art12({ specificResidentialLicence: false }, 'en');
    assert.ok(f.notes?.some((n) => n.includes('is no longer read')));
    assert.match(f.message, /with the specific municipal licence \(art\. 16\) in force/);
  });
});
