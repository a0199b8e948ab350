/** `glp due`'s lines: who acts and where by name, in columns, in the run's language. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DueItem } from '../app/licensing-lifecycle.ts';
import { dueLines } from './licensing.ts';

const item = (role: string, municipality: string, pt: string, en: string): DueItem => ({
  kind: 'renewal',
  role,
  municipality,
  due: '2027-11-30',
  id: `x-${role}`,
  licenceId: null,
  applicationId: null,
  message: pt,
  text: { pt, en },
});

const names: Record<string, string> = { 'belem-pa': 'Belém/PA', 'nova-odessa-sp': 'Nova Odessa/SP' };
const items = [
  item('applicant', 'nova-odessa-sp', 'Prazo de defesa (suspensão) até 30/11/2027.', 'Defence term (suspension) until 30/11/2027.'),
  item('licensing-officer', 'belem-pa', 'Processo (suspensão) pronto para decisão.', 'Case (suspension) ready for decision.'),
];

test('roles and municipalities by name, each column as wide as its longest entry', () => {
  const lines = dueLines(items, 'pt', (id) => names[id] ?? id).split('\n');
  assert.deepEqual(lines, [
    '30/11/2027  requerente                 Nova Odessa/SP  Prazo de defesa (suspensão) até 30/11/2027.',
    '30/11/2027  servidor do licenciamento  Belém/PA        Processo (suspensão) pronto para decisão.',
    '',
  ]);
  const en = dueLines(items, 'en', (id) => names[id] ?? id);
  assert.match(en, /^30\/11\/2027 {2}applicant {10}Nova Odessa\/SP {2}Defence term/);
  assert.doesNotMatch(en, /licensing-officer|requerente/);
});

test('nothing due: no line (the command says "nada vence …" instead)', () => {
  assert.equal(
    dueLines([], 'pt', (id) => id),
    '',
  );
});
