/**
 * Counts a person reads in the CLI's texts are written as the run's language writes numbers
 * (pt-BR 1.234, en 1,234), as the other outputs are: `glp places survey list`'s declarations
 * and `glp demo accounts`' accounts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mustPack } from '../../test/support/packs.ts';
import { DEMO_ACCOUNTS } from '../domain/demo-accounts.ts';
import type { SurveyDeclaration } from '../domain/survey.ts';
import { demoAccountsText } from './demo-accounts.ts';
import { surveyListText } from './surveys.ts';

describe('counts in the CLI texts', () => {
  it('survey list: 1.234 declarations in Portuguese, 1,234 in English; 999 unchanged', () => {
    const pack = mustPack('belem-pa');
    const one: SurveyDeclaration = {
      id: 's1',
      municipality: 'belem-pa',
      category: 'school',
      source: 'Censo Escolar',
      surveyedOn: '2025-03-01',
      area: null,
      validFrom: '2025-03-01',
      declaredBy: 'cli',
      declaredAt: '2025-03-01T12:00:00.000Z',
    };
    const head = { municipality: 'belem-pa', date: '2026-01-15', activity: 'glp-resale' };
    const first = (n: number, lang: 'pt' | 'en') => surveyListText(pack, head, Array(n).fill(one), [], lang).split('\n')[0];
    assert.equal(first(1_234, 'pt'), 'belem-pa: 1.234 declaração(ões) de levantamento');
    assert.equal(first(1_234, 'en'), 'belem-pa: 1,234 survey declaration(s)');
    assert.equal(first(999, 'pt'), 'belem-pa: 999 declaração(ões) de levantamento');
  });

  it('demo accounts: counts in pt-BR', () => {
    const a = DEMO_ACCOUNTS[0];
    assert.ok(a);
    const many = Array(1_500).fill(a);
    assert.equal(
      demoAccountsText({ created: [], existing: many, skipped: [] }).split('\n')[0],
      'Nada mudou: as 1.500 contas de demonstração já existem.',
    );
    assert.equal(
      demoAccountsText({ created: many, existing: Array(2_000).fill(a), skipped: [] }).split('\n')[0],
      'Contas de demonstração: 1.500 criada(s), 2.000 já existia(m).',
    );
  });
});
