/**
 * `glp viability MUNICIPALITY --at LON,LAT`: the applicant's question before buying a lot ("may I
 * open here?"). Brazilian coordinates are negative and `--at -48.4878,-1.4558` is taken as written;
 * the answer is text a person reads (pt-BR, or --lang en), or JSON described by
 * `glp schema output viability-point`. A registry never surveyed is "cannot evaluate", not "allowed".
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CLI_OUTPUTS } from '../src/app/output-schemas.ts';
import { glp, scratchDir } from './support/cli.ts';

// An outlet in Belém; a probe 0,001° of latitude north (≈ 111 m) is inside art. 2 I a's 500 m.
const OUTLET: [number, number] = [-48.4878, -1.4558];
const NEAR = '-48.4878,-1.4548';
// ≈ 0,0046° of latitude ≈ 509 m from the outlet: just outside 500 m (art. 2 I a).
const FAR = '-48.4878,-1.4512';

describe('glp viability --at', () => {
  it('an empty registry: cannot evaluate, naming the categories to survey (never "allowed")', async () => {
    const data = join(scratchDir('glp-vat-'), 'db');
    const r = await glp(['viability', 'belem-pa', '--at', '-48.4878,-1.4558', '--data', data, '--quiet']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^no ponto -48,4878; -1,4558 \(LON; LAT\)$/m);
    assert.match(r.out, /^Resultado: NÃO É POSSÍVEL AVALIAR$/m);
    assert.doesNotMatch(r.out, /PERMITIDO/);
    // By name and by the id `glp places survey declare` takes.
    assert.match(r.out, /^Categorias a levantar antes de decidir: posto revendedor de GLP \(glp-outlet\), /m);
    assert.match(r.out, /Lei de Belém de 16\/01\/2012, art\. 2º, I, a {2}\(belem-pa\/art2-I-a\)/);
    // Without --class the NBR 15514 distances cannot be judged; the text says which option to give.
    assert.match(r.out, /--class I, II, III/);
    for (const line of r.out.split('\n')) assert.ok(line.length <= 100, `line over 100 columns: ${line}`);
  });

  it('an outlet ≈ 111 m away excludes the point (art. 2 I a, 500 m); ≈ 509 m away it does not', async () => {
    const dir = scratchDir('glp-vat-');
    const data = join(dir, 'db');
    const file = join(dir, 'outlets.geojson');
    writeFileSync(
      file,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { category: 'glp-outlet', name: 'Revenda Vizinha', id: 'R1', status: 'existing' },
            geometry: { type: 'Point', coordinates: OUTLET },
          },
        ],
      }),
    );
    const imp = await glp(['places', 'import', 'belem-pa', file, '--surveyed', '--survey-source', 'ANP', '--data', data]);
    assert.equal(imp.code, 0, imp.err);

    const near = await glp(['viability', 'belem-pa', '--at', NEAR, '--class', 'II', '--data', data, '--quiet']);
    assert.equal(near.code, 0, near.err);
    assert.match(near.out, /^Resultado: EXCLUÍDO pelas regras de localização$/m);
    assert.match(near.out, /^ {2}✗ Lei de Belém de 16\/01\/2012, art\. 2º, I, a/m);
    assert.match(near.out, /local: Revenda Vizinha \(posto revendedor de GLP\) — 11\d,\d{1,2} m/);

    const json = await glp(['viability', 'belem-pa', '--at', NEAR, '--class', 'II', '--format', 'json', '--data', data, '--quiet']);
    assert.equal(json.code, 0, json.err);
    const parsed = CLI_OUTPUTS['viability-point'].schema.parse(JSON.parse(json.out));
    assert.deepEqual(parsed.point, [-48.4878, -1.4548]);
    assert.equal(parsed.verdict, 'excluded');
    assert.equal(parsed.class, 'II');
    const a = parsed.findings.find((f) => f.rule === 'belem-pa/art2-I-a');
    assert.equal(a?.status, 'violated');
    const d = a?.places[0]?.distanceM ?? 0;
    assert.ok(d > 100 && d < 120, `distance ${d}`);

    const far = await glp(['viability', 'belem-pa', '--at', FAR, '--class', 'II', '--format', 'json', '--data', data, '--quiet']);
    const farParsed = CLI_OUTPUTS['viability-point'].schema.parse(JSON.parse(far.out));
    assert.equal(farParsed.findings.find((f) => f.rule === 'belem-pa/art2-I-a')?.status, 'satisfied');

    // Without --class, with the other categories of art. 2 I b unsurveyed, the class changes nothing
    // (every class: I a excluded, I b unknown): no answer per class.
    const same = await glp(['viability', 'belem-pa', '--at', NEAR, '--data', data, '--quiet']);
    assert.doesNotMatch(same.out, /Por classe/);
    // Planning with every category assumed surveyed: the answer for each class (art. 2 I a excludes them all).
    const classes = await glp(['viability', 'belem-pa', '--at', NEAR, '--assume-surveyed', '--data', data, '--quiet']);
    assert.match(classes.out, /^Por classe da NBR 15514 \(cada uma no máximo que armazena\):$/m);
    assert.match(classes.out, /^ {2}I \(até 520 kg\) +excluído — Lei de Belém de 16\/01\/2012, art\. 2º, I, a$/m);
    assert.match(classes.out, /^ {2}Especial \(acima de 99\.840 kg\) +excluído — /m);
    assert.match(classes.out, /^Maior classe que este ponto admite: nenhuma classe é admitida com certeza neste ponto$/m);
    const farClasses = CLI_OUTPUTS['viability-point'].schema.parse(
      JSON.parse(
        (await glp(['viability', 'belem-pa', '--at', FAR, '--assume-surveyed', '--format', 'json', '--data', data, '--quiet'])).out,
      ),
    );
    assert.deepEqual(
      farClasses.byClass?.map((c) => c.verdict),
      Array(8).fill('allowed'),
    );
    assert.equal(parsed.byClass, undefined, 'a class asked: no answer per class');

    const en = await glp(['viability', 'belem-pa', '--at', NEAR, '--class', 'II', '--lang', 'en', '--data', data, '--quiet']);
    assert.match(en.out, /^Result: EXCLUDED by the siting rules$/m);
    assert.match(en.out, /^at -48\.4878; -1\.4548 \(LON; LAT\)$/m);
  });

  it('wrong values exit 2 naming the option', async () => {
    const data = join(scratchDir('glp-vat-'), 'db');
    const off = await glp(['viability', 'belem-pa', '--at', '-200,-1.4', '--data', data]);
    assert.equal(off.code, 2);
    assert.match(off.err, /--at: encontrado "-200,-1\.4", esperado LON,LAT em graus decimais/);
    const offEn = await glp(['viability', 'belem-pa', '--at', '-200,-1.4', '--data', data, '--lang', 'en']);
    assert.match(offEn.err, /--at: found "-200,-1\.4", expected LON,LAT in decimal degrees/);
    const fmt = await glp(['viability', 'belem-pa', '--at', '-48.48,-1.43', '--format', 'xml', '--data', data]);
    assert.equal(fmt.code, 2);
    assert.match(fmt.err, /--format: encontrado "xml", esperado um de text, json/);
    const lone = await glp(['viability', 'belem-pa', '--format', 'json', '--data', data]);
    assert.equal(lone.code, 2);
    assert.match(lone.err, /--format: esperado junto com --at LON,LAT/);
  });

  it('a point outside the municipality exits 2, saying the likely slip (a dropped sign, swapped axes)', async () => {
    const data = join(scratchDir('glp-vout-'), 'db');
    const unsigned = await glp(['viability', 'belem-pa', '--at', '48.4878,1.4548', '--data', data, '--quiet']);
    assert.equal(unsigned.code, 2, unsigned.out);
    assert.equal(unsigned.out, '');
    // [48.49, 1.45] is ~97° of longitude from Belém near the equator: about 10 800 km, written
    // as pt-BR writes it (10.8xx,x), as English does with --lang en (10,8xx.x).
    assert.match(unsigned.err, /--at: encontrado \[48\.4878, 1\.4548\] \(10\.\d{3}(,\d)? km fora de Belém\)/);
    assert.match(unsigned.err, /\[-48\.4878, -1\.4548\] fica lá — as coordenadas no Brasil são negativas/);
    const unsignedEn = await glp(['viability', 'belem-pa', '--at', '48.4878,1.4548', '--data', data, '--quiet', '--lang', 'en']);
    assert.match(unsignedEn.err, /--at: found \[48\.4878, 1\.4548\] \(10,\d{3}(\.\d)? km outside Belém\)/);
    assert.match(unsignedEn.err, /\[-48\.4878, -1\.4548\] lies there — coordinates in Brazil are negative/);
    const swapped = await glp(['viability', 'belem-pa', '--at', '-1.4548,-48.4878', '--data', data, '--quiet']);
    assert.equal(swapped.code, 2);
    assert.match(swapped.err, /longitude e latitude parecem trocadas/);
    const salvador = await glp(['viability', 'belem-pa', '--at', '-38.5,-12.97', '--data', data, '--quiet']);
    assert.equal(salvador.code, 2);
    assert.match(salvador.err, /esperado uma posição \[longitude, latitude\] em Belém \(a até 1 km do seu limite\)/);
    // The same point with its signs answers (exit 0).
    const ok = await glp(['viability', 'belem-pa', '--at', '-48.4878,-1.4548', '--data', data, '--quiet']);
    assert.equal(ok.code, 0, ok.err);
  });
});
