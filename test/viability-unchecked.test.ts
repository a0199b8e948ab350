/**
 * The map's "allowed" is allowed only as to what it draws (ADR 0016). Nova Odessa art. 12: "nas
 * Zonas Residenciais, somente … classe I" — a zone the registry may not carry; art. 11: the
 * land-use law, an external norm whose answer for the lot (zone.zoningAllowsActivity) no layer
 * gives; art. 9: the minimum
 * safety distances "nos termos do ANEXO 1", a table the received text does not have (it ends at
 * the heading "ANEXO I"). Salvador art. 2, III: "Zonas que permitam a comercialização … conforme
 * o PDDU e a LOUOS", an external zoning. Where such rules are left unchecked, the allowed areas,
 * the summary and the GeoJSON say so and name them; where none is (Belém), "allowed" stays plain.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packs } from './support/packs.ts';
import { registryWith } from './support/places.ts';
import { viabilitySummaryText } from '../src/cli/viability-summary-text.ts';
import { computeViability } from '../src/siting/viability.ts';
import { viabilityByClass } from '../src/siting/viability-classes.ts';
import { viabilityAt } from '../src/siting/viability-point.ts';

const DATE = '2026-06-01';
const mapOf = (m: string, lang: 'pt' | 'en' = 'pt') =>
  computeViability(registryWith(m, []), packs.require(m), m, { date: DATE, activity: 'glp-resale', resolutionM: 500, lang });
const summary = (m: string, lang: 'pt' | 'en' = 'pt') =>
  viabilitySummaryText(
    packs.require(m),
    { municipality: m, date: DATE, activity: 'glp-resale', normClass: undefined, ms: 1, written: [] },
    mapOf(m, lang),
    lang,
  );
const allowedFeatures = (map: ReturnType<typeof mapOf>) =>
  ((map.geojson?.features ?? []) as { properties: Record<string, unknown> }[]).filter((f) => f.properties.kind === 'allowed');

describe('allowed only as to distances', () => {
  it('Nova Odessa: art. 9 (ANEXO I not in the received text) and art. 12 (zone) named; no "tudo … é permitido"', () => {
    const map = mapOf('nova-odessa-sp');
    assert.deepEqual(
      map.unchecked.map((u) => [u.citation, u.reason]),
      [
        ['Lei 1.761/2000, art. 9º', 'norm-not-loaded'],
        ['Lei 1.761/2000, art. 11', 'zone'],
        ['Lei 1.761/2000, art. 12', 'zone'],
      ],
    );
    assert.ok(map.stats.allowedCells > 0);
    for (const f of allowedFeatures(map)) {
      assert.equal(f.properties.allowedAsTo, 'distances');
      assert.deepEqual(f.properties.toCheck, ['Lei 1.761/2000, art. 9º', 'Lei 1.761/2000, art. 11', 'Lei 1.761/2000, art. 12']);
    }
    assert.ok(!map.notes.some((n) => n.includes('tudo dentro do limite é permitido')));
    assert.ok(map.notes.some((n) => n.includes('ANEXO I') && n.includes('não consta do texto recebido')));
    const text = summary('nova-odessa-sp');
    assert.match(text, /^ {2}permitido só quanto ao que o mapa desenha \(nenhuma regra\): /m);
    assert.match(
      text,
      /falta conferir no lote \(o mapa não desenha\): Lei 1\.761\/2000, art\. 9º \(tabela de distâncias dnc-portaria-27-1996-anexo-1 não carregada/,
    );
    assert.doesNotMatch(text, /^ {2}permitido: /m);
  });

  it('Salvador: the 400 m drawn, art. 2, III (PDDU/LOUOS) left to check', () => {
    const map = mapOf('salvador-ba');
    assert.deepEqual(
      map.unchecked.map((u) => [u.rule, u.reason]),
      [['salvador-ba/art2-III-zone', 'zone']],
    );
    assert.deepEqual((map.geojson as { unchecked: unknown[] }).unchecked.length, 1);
    assert.match(
      summary('salvador-ba', 'en'),
      /^ {2}allowed only as to distances: [\s\S]*still to check on the lot .*: Lei de Salvador de 26\/07\/2011, art\. 2º, III/m,
    );
  });

  it('Belém: nothing left unchecked, "allowed" stays plain', () => {
    const map = mapOf('belem-pa');
    assert.deepEqual(map.unchecked, []);
    for (const f of allowedFeatures(map)) assert.equal(f.properties.allowedAsTo, undefined);
    assert.match(summary('belem-pa'), /^ {2}permitido: /m);
  });
});

describe('the answer at a point runs what the map leaves unchecked (ADR 0016)', () => {
  const pack = packs.require('nova-odessa-sp');
  const point: [number, number] = [-47.2635, -22.7938];
  const at = (normClass?: string) =>
    viabilityAt(registryWith('nova-odessa-sp', []), pack, 'nova-odessa-sp', point, {
      date: DATE,
      activity: 'glp-resale',
      ...(normClass ? { normClass } : {}),
    });
  it('Nova Odessa without a class: art. 9 (ANEXO I not loaded) makes it "não é possível avaliar", never "permitido"', () => {
    const r = at();
    assert.equal(r.verdict, 'cannot-evaluate');
    assert.equal(r.allowed, false);
    assert.ok(r.findings.some((f) => f.rule === 'nova-odessa-sp/art9' && f.status === 'cannot-evaluate'));
  });
  it('NBR class VII (99.840 kg, class VI of the law): art. 9 cannot be evaluated; Especial: above every class of art. 5, excluded', () => {
    assert.equal(at('VII').verdict, 'cannot-evaluate');
    const over = at('Especial');
    assert.equal(over.verdict, 'excluded');
    const limit = over.findings.find((f) => f.classLimit);
    assert.equal(limit?.citation, 'Lei 1.761/2000, art. 5º');
    assert.match(limit?.message ?? '', /> 99\.840 kg \(limite da classe VI, art\. 5º, VI, a\)/);
  });
  it('no table of NBR 15514 classes for Nova Odessa, whose classes are its own: art. 9 differs by class only for want of its table', () => {
    assert.equal(
      viabilityByClass(registryWith('nova-odessa-sp', []), pack, 'nova-odessa-sp', point, { date: DATE, activity: 'glp-resale' }, at()),
      null,
    );
  });
});
