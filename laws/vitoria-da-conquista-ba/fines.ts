/**
 * Art. 27: irregularities are fined under the municipal police-power law, whose amounts are not
 * in Lei 709/1993. The amount is the municipality-entered parameter `fine-amount`; until it is
 * entered, computing a fine answers "not set" — never an invented number.
 */
import { type Pack, valueOn } from '../../src/core/pack.ts';
import type { IsoDate, Text } from '../../src/core/types.ts';

export type FineAnswer =
  | { status: 'set'; amountBRL: number; cite: string; source: string }
  | { status: 'not-set'; cite: string; message: Text };

/** The fine of art. 27 on a date, from the parameter (or a what-if override of it). */
export function art27Fine(pack: Pack, date: IsoDate, overrides: Record<string, unknown> = {}): FineAnswer {
  const full = `${pack.id}/fine-amount`;
  const p = pack.paramIndex.get('fine-amount');
  if (!p) throw new Error(`${pack.id}: parameter fine-amount missing`);
  const source = p.externalSource ?? 'Lei do Poder de Polícia do Município';
  const raw = full in overrides ? overrides[full] : valueOn(p, date)?.value;
  if (typeof raw === 'number' && Number.isFinite(raw)) return { status: 'set', amountBRL: raw, cite: 'Lei 709/1993, art. 27', source };
  return {
    status: 'not-set',
    cite: 'Lei 709/1993, art. 27',
    message: {
      pt: 'Valor da multa não definido: o art. 27 remete à Lei do Poder de Polícia do Município, cujo valor ainda não foi cadastrado (parâmetro fine-amount).',
      en: 'Fine amount not set: art. 27 refers to the municipal police-power law, whose amount has not been entered yet (parameter fine-amount).',
    },
  };
}
