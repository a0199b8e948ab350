/**
 * Issue 7 item 1: an empty registry proves nothing. A distance rule is satisfied only where
 * every category it needs is declared surveyed on the evaluation date and the declared area
 * covers the circle of the rule's distance around the lot; otherwise it cannot be evaluated,
 * and the finding names the categories to survey and the command that declares them.
 * Belém art. 2º, I, a: "distância mínima de 500 m" from another GLP outlet.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { rec, registryWith, square, surveyedAll } from '../../test/support/places.ts';
import type { EstablishmentInput } from '../core/input/schema.ts';
import { destination } from './geom.ts';
import type { SurveyDeclaration } from '../domain/survey.ts';
import { evaluateWithRegistry } from './nearby.ts';
import { areaCoversCircle, coveredRadius, surveyInForce, wholeMunicipalitySurveys } from './surveys.ts';

const belem = packs.require('belem-pa');
const LOT: [number, number] = [-48.47, -1.4];
const DATE = '2025-06-01';
const input = {
  municipality: 'belem-pa',
  activity: 'glp-resale',
  application: { type: 'new' },
  lot: { location: LOT },
} as unknown as EstablishmentInput;

const outletSurvey = (validFrom: string, area: SurveyDeclaration['area'] = null): SurveyDeclaration => ({
  ...(wholeMunicipalitySurveys('belem-pa', ['glp-outlet'], {
    source: 'Cadastro ANP 2025',
    surveyedOn: '2025-01-10',
    validFrom,
  })[0] as SurveyDeclaration),
  area,
});

function art2Ia(
  surveys: SurveyDeclaration[],
  opts: { date?: string; assumeSurveyed?: boolean; places?: Parameters<typeof registryWith>[1] } = {},
) {
  const others = surveyedAll('belem-pa').filter((d) => d.category !== 'glp-outlet');
  const reg = registryWith('belem-pa', opts.places ?? [], { surveyed: false }).addSurveys([...others, ...surveys]);
  const r = evaluateWithRegistry(reg, belem, input, {
    date: opts.date ?? DATE,
    lang: 'pt',
    ...(opts.assumeSurveyed ? { assumeSurveyed: true } : {}),
  });
  const f = r.result.findings.find((x) => x.rule === 'belem-pa/art2-I-a');
  assert.ok(f, 'finding art2-I-a');
  return { f, report: r.report };
}

describe('a distance rule against a registry (Belém art. 2º, I, a: 500 m from another outlet)', () => {
  it('no outlet registered and outlets not declared surveyed: cannot evaluate, naming the category and the command', () => {
    const { f, report } = art2Ia([]);
    assert.equal(f.status, 'cannot-evaluate');
    assert.deepEqual(f.missing, ['nearby.surveyed.glp-outlet']);
    // The category by its name in the law's words (Belém art. 1: "Posto Revendedor de GLP") and the id the command takes.
    assert.match(f.message, /cadastro não levantado: posto revendedor de GLP \(glp-outlet\)/);
    assert.match(f.message, /glp places survey declare belem-pa glp-outlet --source FONTE --date dd\/mm\/aaaa/);
    assert.deepEqual(report.unsurveyed, [{ category: 'glp-outlet', radiusM: 500, reason: 'undeclared' }]);
    // The registry's note too, by name and id.
    assert.ok(
      report.notes.some((n) => n.startsWith('cadastro não levantado: posto revendedor de GLP (glp-outlet) — declare')),
      report.notes.join('\n'),
    );
  });

  it('declared surveyed over the whole municipality: satisfied', () => {
    assert.equal(art2Ia([outletSurvey('2025-01-10')]).f.status, 'satisfied');
  });

  it('in force from its validFrom: the day before cannot evaluate, the day of and after are satisfied', () => {
    const decl = [outletSurvey('2025-06-01')];
    assert.equal(art2Ia(decl, { date: '2025-05-31' }).f.status, 'cannot-evaluate');
    assert.equal(art2Ia(decl, { date: '2025-06-01' }).f.status, 'satisfied');
    assert.equal(art2Ia(decl, { date: '2025-06-02' }).f.status, 'satisfied');
  });

  it('a declared area must cover the 500 m circle around the lot: 501 m of margin yes, 499 m no', () => {
    assert.equal(art2Ia([outletSurvey('2025-01-10', square(LOT, 501))]).f.status, 'satisfied');
    const { f, report } = art2Ia([outletSurvey('2025-01-10', square(LOT, 499))]);
    assert.equal(f.status, 'cannot-evaluate');
    assert.deepEqual(report.unsurveyed, [{ category: 'glp-outlet', radiusM: 500, reason: 'outside-area' }]);
  });

  it('an area that reaches only part of the circle says how far it reaches; a lot outside it, that it is outside', () => {
    // 300 m to the nearest edge of the area, the rule's 500 m not covered.
    const covered = coveredRadius(square(LOT, 300), LOT, 500);
    assert.ok(Math.abs(covered - 300) < 0.01, String(covered));
    assert.equal(coveredRadius(square(LOT, 300), LOT, 200), 200, 'looked for up to the radius asked');
    assert.equal(coveredRadius(square(destination(LOT, 90, 1000), 200), LOT, 500), 0, 'centre outside');
    const { f, report } = art2Ia([outletSurvey('2025-01-10', square(LOT, 300))]);
    assert.equal(f.status, 'cannot-evaluate');
    const shown = Math.floor(covered);
    assert.match(f.message, new RegExp(`posto revendedor de GLP \\(glp-outlet\\): levantado só até ${shown} m`));
    assert.ok(
      report.notes.some((n) => n.includes(`não cobre o raio de 500 m em torno do lote (cobre ${shown} m)`)),
      report.notes.join('\n'),
    );
    const away = art2Ia([outletSurvey('2025-01-10', square(destination(LOT, 90, 2000), 300))]);
    assert.equal(away.f.status, 'cannot-evaluate');
    assert.doesNotMatch(away.f.message, /levantado só até/);
    assert.ok(
      away.report.notes.some((n) => n.includes('(o lote está fora da área declarada)')),
      away.report.notes.join('\n'),
    );
  });

  // The map excludes around a registered outlet whatever else is unknown (docs/siting.md): the
  // exact answer must too. A known outlet 300 m away already violates; more outlets cannot undo it.
  it('not surveyed, but a registered outlet 300 m away: violated, naming it; one 600 m away: still cannot evaluate', () => {
    const outlet = (d: number) =>
      rec(`o${d}`, 'belem-pa', 'glp-outlet', { type: 'Point', coordinates: destination(LOT, 90, d) }, { status: 'licensed' });
    const near = art2Ia([], { places: [outlet(300)] });
    assert.equal(near.f.status, 'violated', near.f.message);
    assert.deepEqual(
      near.f.places?.map((p) => [p.name, p.distanceM]),
      [['o300', 300]],
    );
    assert.deepEqual(near.report.unsurveyed, [{ category: 'glp-outlet', radiusM: 500, reason: 'undeclared' }]);
    // Outside the declared area too.
    assert.equal(art2Ia([outletSurvey('2025-01-10', square(LOT, 499))], { places: [outlet(300)] }).f.status, 'violated');
    const far = art2Ia([], { places: [outlet(600)] });
    assert.equal(far.f.status, 'cannot-evaluate');
  });

  it('--assume-surveyed (planning): satisfied, and the report says it was assumed', () => {
    const { f, report } = art2Ia([], { assumeSurveyed: true });
    assert.equal(f.status, 'satisfied');
    assert.equal(report.assumeSurveyed, true);
    assert.ok(report.notes.some((n) => /assume-surveyed/.test(n)));
  });
});

describe('survey declarations in force and the areas they cover', () => {
  it('a later declaration supersedes from its validFrom; the earlier one still answers for earlier dates', () => {
    const a = { ...outletSurvey('2025-01-01'), id: 'a', source: 'A' };
    const b = { ...outletSurvey('2025-07-01'), id: 'b', source: 'B' };
    assert.equal(surveyInForce([a, b], 'glp-outlet', '2024-12-31'), undefined);
    assert.equal(surveyInForce([a, b], 'glp-outlet', '2025-06-30')?.id, 'a');
    assert.equal(surveyInForce([a, b], 'glp-outlet', '2025-07-01')?.id, 'b');
    assert.equal(surveyInForce([a, b], 'school', '2025-07-01'), undefined);
  });

  it('the circle is checked on its centre and points on it (whole municipality: always covered)', () => {
    assert.equal(areaCoversCircle(null, LOT, 1e6), true);
    assert.equal(areaCoversCircle(square(LOT, 200), LOT, 199), true);
    assert.equal(areaCoversCircle(square(LOT, 200), LOT, 201), false);
    // Centre outside the area: not covered, whatever the radius.
    assert.equal(areaCoversCircle(square(destination(LOT, 90, 1000), 200), LOT, 0), false);
  });

  it('a hole of the area inside the circle: not covered (the unsurveyed part is within the distance)', () => {
    const outer = square(LOT, 2000) as { type: 'Polygon'; coordinates: [number, number][][] };
    const hole = (square(destination(LOT, 90, 250), 100) as { coordinates: [number, number][][] }).coordinates[0]?.slice().reverse();
    const area = { type: 'Polygon' as const, coordinates: [outer.coordinates[0] as [number, number][], hole as [number, number][]] };
    // The hole lies 150–350 m east of the centre: inside a 500 m circle, outside a 100 m one.
    assert.equal(areaCoversCircle(area, LOT, 500), false);
    assert.equal(areaCoversCircle(area, LOT, 149), true);
  });

  it('an edge that cuts the circle between sample points: not covered; 1 m clear of it: covered', () => {
    // A square turned so that one edge's outward normal points at 5,625° (between two of 32
    // points 11,25° apart); the centre 499 m from that edge, the radius 500 m.
    const corners = [45, 135, 225, 315].map((a) => destination(LOT, a + 5.625, 1000 * Math.SQRT2));
    const area = { type: 'Polygon' as const, coordinates: [[...corners, corners[0] as [number, number]]] };
    const apothem = 1000 * Math.cos(Math.PI / 4) * Math.SQRT2;
    const centre = destination(LOT, 5.625, apothem - 499);
    assert.equal(areaCoversCircle(area, centre, 500), false);
    assert.equal(areaCoversCircle(area, centre, 498), true);
  });
});
