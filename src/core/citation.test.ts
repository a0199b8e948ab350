import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatCitation, parseUnitId } from './citation.ts';

describe('citations', () => {
  it('formats articles, paragraphs, items and letters in Brazilian legal style', () => {
    assert.equal(formatCitation('Lei 709/1993', { article: '22' }), 'Lei 709/1993, art. 22');
    assert.equal(formatCitation('Lei 709/1993', { article: '2', paragraph: '1' }), 'Lei 709/1993, art. 2º, § 1º');
    assert.equal(formatCitation('L', { article: '2', paragraph: 'único' }), 'L, art. 2º, parágrafo único');
    assert.equal(formatCitation('L', { article: '2', item: 'I', letter: 'a' }), 'L, art. 2º, I, a');
    assert.equal(formatCitation('L', { article: '10', paragraph: '10' }), 'L, art. 10, § 10');
  });

  it('parses unit ids back into their parts', () => {
    assert.deepEqual(parseUnitId('art2-I-a'), { article: '2', item: 'I', letter: 'a' });
    assert.deepEqual(parseUnitId('art5-par1-IV'), { article: '5', paragraph: '1', item: 'IV' });
    assert.deepEqual(parseUnitId('art7-parU'), { article: '7', paragraph: 'único' });
    assert.equal(parseUnitId('article2'), null);
    assert.equal(parseUnitId('art2-i'), null);
  });
});
