/** The licence view's quantity (web/src/lib/licence-quantity.ts): the words the PDF prints, in the page's language. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { quantityLines } from '../../web/src/lib/licence-quantity.ts';

const BOTIJAO = { kg: 13, name: { pt: 'botijões', en: 'cylinders' }, citation: 'Lei 709/1993, art. 5º, § 3º' };

describe('the quantity an issued licence permits, on the application page', () => {
  it('requested, counted in botijões where the law counts them (Vitória da Conquista art. 5 § 3º)', () => {
    const q = { quantityBasis: 'requested', kg: 2740, containers: 210.77, containerCount: BOTIJAO } as const;
    assert.deepEqual(quantityLines(q, 'pt'), {
      amount: '2.740 kg, equivalentes a 210,77 botijões de 13 kg (Lei 709/1993, art. 5º, § 3º)',
      basis: 'quantidade requerida no pedido',
    });
    assert.deepEqual(quantityLines(q, 'en'), {
      amount: '2,740 kg, equal to 210.77 cylinders of 13 kg (Lei 709/1993, art. 5º, § 3º)',
      basis: 'the quantity requested in the application',
    });
  });

  it('requested where the law counts kg; the stock described; a record without a basis; none stated', () => {
    assert.equal(quantityLines({ quantityBasis: 'requested', kg: 1560, containers: null, containerCount: null }, 'pt').amount, '1.560 kg');
    assert.deepEqual(quantityLines({ quantityBasis: 'stock-described', kg: 1480, containers: 104, containerCount: null }, 'pt'), {
      amount: '104 recipientes (1.480 kg)',
      basis: 'estoque descrito no pedido (nenhuma quantidade requerida)',
    });
    assert.deepEqual(quantityLines({ kg: 1480, containers: 104 }, 'en'), {
      amount: '104 containers (1,480 kg)',
      basis: 'the stock described in the application',
    });
    assert.deepEqual(quantityLines({ quantityBasis: null, kg: null, containers: null }, 'pt'), { amount: 'não informada', basis: null });
  });
});
