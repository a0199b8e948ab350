/**
 * `glp reevaluate` says which facts the registered establishments lack and how to supply them
 * (issue #7 item 5); `glp places update M ID --input JSON` supplies them, checked against the
 * municipality's input schema. Belém art. 2 I a and I b need the outlet's start date (the
 * "already installed" priority) — a registry imported without it cannot be re-evaluated.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SHARED_FACT_LABELS } from '../src/core/input/fact-labels.ts';
import { glp, scratchDir } from './support/cli.ts';

const startDate = SHARED_FACT_LABELS['establishment.startDate'] as { pt: string; en: string };
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const OUTLETS = fileURLToPath(new URL('../examples/places/belem-pa-outlets.geojson', import.meta.url));

test('the missing facts, the establishments that lack them, and a command that supplies them', async () => {
  const data = join(scratchDir('glp-missing-'), 'data');
  assert.equal((await glp(['places', 'import', 'belem-pa', OUTLETS, '--data', data])).code, 0);

  const before = await glp(['reevaluate', 'belem-pa', '--data', data, '--quiet']);
  assert.equal(before.code, 0, before.err);
  assert.match(
    before.out,
    // The fact by its name (src/core/input/fact-labels.ts) and its path, which the command below takes.
    new RegExp(
      `${literal(startDate.pt)} \\(establishment\\.startDate\\): falta em 2 estabelecimento\\(s\\), p\\. ex\\. revenda-exemplo-1, revenda-exemplo-2; regras: belem-pa/art2-I-a, belem-pa/art2-I-b`,
    ),
  );
  const how = /glp (places update belem-pa revenda-exemplo-1 --input '([^']+)')/.exec(before.out);
  assert.ok(how, before.out);
  assert.match(before.out, /docs\/siting\.md, "Fatos que faltam ao cadastro"/);

  // The command as printed works: that establishment no longer lacks the fact; the other still does.
  const supplied = await glp(['places', 'update', 'belem-pa', 'revenda-exemplo-1', '--input', how[2] as string, '--data', data]);
  assert.equal(supplied.code, 0, supplied.err);
  const after = await glp(['reevaluate', 'belem-pa', '--data', data, '--quiet', '--format', 'json']);
  const report = JSON.parse(after.out) as {
    missingFacts: { fact: string; label?: string; count: number; establishments: string[]; rules: string[] }[];
  };
  const start = report.missingFacts.find((m) => m.fact === 'establishment.startDate');
  assert.deepEqual(start, {
    fact: 'establishment.startDate',
    label: startDate.pt,
    rules: ['belem-pa/art2-I-a', 'belem-pa/art2-I-b'],
    count: 1,
    establishments: ['revenda-exemplo-2'],
  });
});

test('--input is merged with the facts kept and checked before anything is written', async () => {
  const data = join(scratchDir('glp-missing-'), 'data');
  await glp(['places', 'import', 'belem-pa', OUTLETS, '--data', data]);
  const id = 'revenda-exemplo-2';
  assert.equal(
    (await glp(['places', 'update', 'belem-pa', id, '--input', '{"establishment":{"startDate":"2015-03-01"}}', '--data', data])).code,
    0,
  );
  assert.equal(
    (
      await glp([
        'places',
        'update',
        'belem-pa',
        id,
        '--input',
        '{"storage":{"containers":[{"capacityKg":13,"state":"full","count":40}]}}',
        '--data',
        data,
      ])
    ).code,
    0,
  );
  const json = JSON.parse((await glp(['places', 'export', 'belem-pa', '--out', '-', '--data', data])).out) as {
    features: { properties: { externalId: string; input?: unknown } }[];
  };
  const input = json.features.find((f) => f.properties.externalId === id)?.properties.input;
  assert.deepEqual(input, {
    establishment: { startDate: '2015-03-01' },
    storage: { containers: [{ capacityKg: 13, state: 'full', count: 40 }] },
  });

  for (const [bad, says] of [
    ['{"establishment":', /--input: encontrado um texto que não é JSON/],
    ['[1]', /--input: encontrado \[1\], esperado um objeto JSON/],
    [
      '{"establishment":{"startDate":"ontem"}}',
      /--input\.establishment\.startDate \(data de início das atividades no endereço\): encontrado "ontem"/,
    ],
    ['{"municipality":"salvador-ba"}', /--input\.municipality/],
  ] as const) {
    const r = await glp(['places', 'update', 'belem-pa', id, '--input', bad, '--data', data]);
    assert.equal(r.code, 2, r.err);
    assert.match(r.err, says);
  }
  const unchanged = JSON.parse((await glp(['places', 'export', 'belem-pa', '--out', '-', '--data', data])).out) as typeof json;
  assert.deepEqual(unchanged.features.find((f) => f.properties.externalId === id)?.properties.input, input);
  const unknown = await glp(['places', 'update', 'belem-pa', 'no-such-place', '--input', '{}', '--data', data]);
  assert.equal(unknown.code, 2);
  assert.match(unknown.err, /ID: encontrado "no-such-place", esperado um local de belem-pa/);
});
