/**
 * Fact names (fact-names.ts): what people read instead of a bare path, in both languages; a
 * pack's own name wins over the shared one; a path no catalog names is shown as it is.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SHARED_FACT_LABELS } from './fact-labels.ts';
import { catalogPath, factList, factName, factWithPath, missingMessage, namedPath } from './fact-names.ts';
import type { FactsOwner } from './vocabulary.ts';

const area = SHARED_FACT_LABELS['lot.areaM2'];
const plate = SHARED_FACT_LABELS['vehicles[].plate'];
const surveyed = SHARED_FACT_LABELS['nearby.surveyed'];
const pack: FactsOwner = { id: 'test-pack', facts: { labels: { 'lot.areaM2': { pt: 'área do lote', en: 'plot area' } } } };

test('a list position is keyed as []', () => {
  assert.equal(catalogPath('vehicles[0].plate'), 'vehicles[].plate');
  assert.equal(catalogPath('nearby.places[12].polygon.coordinates'), 'nearby.places[].polygon.coordinates');
  assert.equal(catalogPath('lot.areaM2'), 'lot.areaM2');
});

test('the shared catalog names a shared fact in each language; a pack may name it in its law’s words', () => {
  assert.ok(area && plate && surveyed, 'the shared catalog names lot.areaM2, vehicles[].plate and nearby.surveyed');
  assert.equal(factName(null, 'lot.areaM2', 'pt'), area.pt);
  assert.equal(factName(null, 'lot.areaM2', 'en'), area.en);
  assert.equal(factName(pack, 'lot.areaM2', 'pt'), 'área do lote');
  assert.equal(factName(pack, 'lot.areaM2', 'en'), 'plot area');
  // What the pack does not rename stays the shared name.
  assert.equal(factName(pack, 'vehicles[0].plate', 'pt'), `${plate.pt} (nº 1)`);
});

test('an element of a list says which one, counting from 1', () => {
  assert.equal(factName(null, 'vehicles[1].plate', 'pt'), `${plate?.pt} (nº 2)`);
  assert.equal(factName(null, 'vehicles[1].plate', 'en'), `${plate?.en} (no. 2)`);
});

test('a registry survey is named from the place category', () => {
  assert.equal(factName(null, 'nearby.surveyed.school', 'pt'), `${surveyed?.pt}: escola`);
  assert.equal(factName(null, 'nearby.surveyed.school', 'en'), `${surveyed?.en}: school`);
  // A category the vocabulary does not know keeps its id.
  assert.equal(factName(null, 'nearby.surveyed.unheard-of', 'pt'), `${surveyed?.pt}: unheard-of`);
});

test('a path no catalog names is shown as it is, never an invented name', () => {
  assert.equal(factName(pack, 'no.such.fact', 'pt'), null);
  assert.equal(factWithPath(pack, 'no.such.fact', 'pt'), 'no.such.fact');
  assert.equal(factWithPath(pack, 'norm:nbr15514:2007', 'en'), 'norm:nbr15514:2007');
  assert.equal(factWithPath(null, 'lot.areaM2', 'pt'), `${area?.pt} (lot.areaM2)`);
});

test('the engine’s message: "falta informar" one fact or several (it agrees with any name), joined with "e" / "and"', () => {
  assert.equal(missingMessage(null, ['lot.areaM2'], 'pt'), `Não é possível avaliar: falta informar ${area?.pt} (lot.areaM2).`);
  assert.equal(
    missingMessage(null, ['lot.areaM2', 'x.y', 'vehicles[0].plate'], 'pt'),
    `Não é possível avaliar: falta informar ${area?.pt} (lot.areaM2), x.y e ${plate?.pt} (nº 1) (vehicles[0].plate).`,
  );
  assert.equal(missingMessage(null, ['lot.areaM2', 'x.y'], 'en'), `Cannot evaluate: missing ${area?.en} (lot.areaM2) and x.y.`);
  assert.equal(factList(null, [], 'pt'), '');
  assert.equal(factList(null, ['x.y'], 'pt'), 'x.y');
});

test('a name and the id it names: both when they differ, once when the name is the id', () => {
  assert.equal(namedPath('school', 'escola'), 'escola (school)');
  assert.equal(namedPath('school', 'school'), 'school');
  assert.equal(namedPath('fuel-station', 'fuel station'), 'fuel station (fuel-station)');
  assert.equal(namedPath('lot.areaM2', null), 'lot.areaM2');
});

test("a field of a document's details is named after the document (it was the bare path)", () => {
  const insurer: FactsOwner = {
    id: 'test-pack',
    facts: { labels: { 'documents.fireInsurance': { pt: 'seguro contra incêndio', en: 'fire insurance' } } },
  };
  assert.equal(factName(insurer, 'documents.fireInsurance.amountBRL', 'pt'), 'seguro contra incêndio — valor segurado (R$)');
  assert.equal(factName(insurer, 'documents.fireInsurance.validUntil', 'en'), 'fire insurance — valid until');
  assert.equal(
    missingMessage(insurer, ['documents.fireInsurance.amountBRL'], 'pt'),
    'Não é possível avaliar: falta informar seguro contra incêndio — valor segurado (R$) (documents.fireInsurance.amountBRL).',
  );
  // A field documents do not have, or a document no catalog names: the path as it is.
  assert.equal(factName(insurer, 'documents.fireInsurance.colour', 'pt'), null);
  assert.equal(factName(insurer, 'documents.unknownKind.amountBRL', 'pt'), null);
});
