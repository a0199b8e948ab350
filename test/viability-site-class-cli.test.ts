/**
 * `glp viability vitoria-da-conquista-ba --at LON,LAT [--class A|B|C]`: in what class of Lei
 * 709/1993, art. 5 may an outlet open at a point. The zone of art. 2 decides (a transition zone,
 * item II: classes A and B); the lot each class requires (art. 5 I–III) is listed as conditions to
 * check, cited; without a registered zone the answer names the registry to import.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CLI_OUTPUTS } from '../src/app/output-schemas.ts';
import { viabilityParams } from '../src/app/viability.ts';
import { glp, scratchDir } from './support/cli.ts';
import { packs } from './support/packs.ts';

const M = 'vitoria-da-conquista-ba';
const AT = '-40.84,-14.86';
const ring = [
  [-40.845, -14.865],
  [-40.835, -14.865],
  [-40.835, -14.855],
  [-40.845, -14.855],
  [-40.845, -14.865],
];

async function withTransitionZone(): Promise<string> {
  const dir = scratchDir('glp-vsc-');
  const data = join(dir, 'db');
  const file = join(dir, 'zones.geojson');
  const feature = {
    type: 'Feature',
    properties: { kind: 'transition', name: 'Av. Brumado' },
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
  writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', features: [feature] }));
  const imp = await glp(['places', 'import', M, file, '--category', 'zone', '--data', data]);
  assert.equal(imp.code, 0, imp.err);
  // Nothing registered of the distance rules' categories, and declared surveyed: art. 22 and 23 pass.
  const survey = ['places', 'survey', 'declare', M, 'glp-outlet,school,fuel-depot,explosives-depot', '--source', 'teste'];
  const decl = await glp([...survey, '--date', '2026-01-15', '--data', data]);
  assert.equal(decl.code, 0, decl.err);
  return data;
}

describe('glp viability --at, the classes of Lei 709/1993 art. 5', () => {
  it('a transition zone: A and B admitted with their lot as conditions, C excluded; --class A answers for A', async () => {
    const data = await withTransitionZone();
    const all = await glp(['viability', M, '--at', AT, '--data', data, '--quiet']);
    assert.equal(all.code, 0, all.err);
    assert.match(all.out, /^Por classe da Lei 709\/1993, art\. 5º/m);
    assert.match(all.out, /^ {2}A \(até 250 botijões entre cheios e vazios\) +permitido se o terreno cumprir:$/m);
    assert.match(all.out, /terreno livre, testada ≥ 12 m, profundidade ≥ 36 m .*\(Lei 709\/1993, art\. 5º, I\)/s);
    assert.match(all.out, /^ {2}C \(até 80 botijões entre cheios e vazios\) +excluído — Lei 709\/1993, art\. 5º, III$/m);
    assert.match(all.out, /^Classes que este ponto admite, se o terreno cumprir as condições de cada uma: A, B$/m);
    assert.match(all.out, /^Resultado: PERMITIDO pelas regras de localização$/m);
    for (const line of all.out.split('\n')) assert.ok(line.length <= 100, `line over 100 columns: ${line}`);

    const a = await glp(['viability', M, '--at', AT, '--class', 'A', '--data', data, '--quiet']);
    assert.equal(a.code, 0, a.err);
    assert.match(a.out, /revenda de GLP \(glp-resale\), classe A \(Lei 709\/1993, art\. 5º\)$/m);
    assert.match(a.out, /^ {2}- testada ≥ 12 m \(Lei 709\/1993, art\. 5º, I\)$/m);

    const c = await glp(['viability', M, '--at', AT, '--class', 'C', '--format', 'json', '--data', data, '--quiet']);
    assert.equal(c.code, 0, c.err);
    const json = CLI_OUTPUTS['viability-point'].schema.parse(JSON.parse(c.out));
    assert.equal(json.verdict, 'excluded');
    assert.equal(json.class, 'C');
    assert.equal(json.classScheme, 'Lei 709/1993, art. 5º');
  });

  it('no zone registered: cannot evaluate, naming the zone registry and how to import it', async () => {
    const data = join(scratchDir('glp-vsc-'), 'db');
    const r = await glp(['viability', M, '--at', AT, '--class', 'B', '--data', data, '--quiet']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^Resultado: NÃO É POSSÍVEL AVALIAR$/m);
    assert.match(r.out, /Camadas a cadastrar antes de decidir: zoneamento \(zone\)/);
    assert.match(r.out, /glp places import vitoria-da-conquista-ba ARQUIVO --category zone/);
  });

  it('--class takes the law’s classes where it has them, the NBR 15514’s everywhere', async () => {
    assert.equal(viabilityParams(packs, M, { class: 'a' }, '2026-06-01').opts.siteClass, 'A');
    assert.equal(viabilityParams(packs, M, { class: 'II' }, '2026-06-01').opts.normClass, 'II');
    assert.throws(() => viabilityParams(packs, 'belem-pa', { class: 'A' }, '2026-06-01'), /NBR 15514/);
    const r = await glp(['viability', M, '--at', AT, '--class', 'D', '--data', join(scratchDir('glp-vsc-'), 'db')]);
    assert.equal(r.code, 2);
    assert.match(r.err, /esperado uma classe da Lei 709\/1993, art\. 5º: A, B, C; ou uma classe da NBR 15514/);
  });

  it('the map (--out) draws the class asked: class A allowed in the transition zone, C excluded there; no zone elsewhere: unknown, naming art. 2', async () => {
    const data = await withTransitionZone();
    const out = join(scratchDir('glp-vsc-'), 'a.geojson');
    const a = await glp(['viability', M, '--class', 'A', '--resolution', '200', '--out', out, '--data', data, '--quiet']);
    assert.equal(a.code, 0, a.err);
    assert.match(a.out, /revenda de GLP \(glp-resale\), classe A, células de 200 m/);
    assert.match(
      a.out,
      /^ {2}desconhecido \(não levantado\): [\d.,]+ km² em \d+ área\(s\) — sem zona cadastrada \(Lei 709\/1993, art\. 2º; Lei 709\/1993, art\. 5º\)$/m,
    );
    const allowedA = Number((/^ {2}permitido: ([\d.,]+) km²/m.exec(a.out)?.[1] ?? '0').replace(/\./g, '').replace(',', '.'));
    assert.ok(allowedA > 0, a.out);
    const c = await glp(['viability', M, '--class', 'C', '--resolution', '200', '--out', out, '--data', data, '--quiet']);
    assert.equal(c.code, 0, c.err);
    assert.match(c.out, /^ {2}permitido: 0 km² em 0 área\(s\); excluído: [1-9]/m);
  });
});
