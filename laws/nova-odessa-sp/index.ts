/** Nova Odessa/SP law pack — Lei nº 1.761, de 4 de julho de 2000. */
import { addToDate } from '../../src/core/format.ts';
import { definePack, valueOn } from '../../src/core/pack.ts';
import { existedAtPublication } from '../../src/core/transitions.ts';
import type { Law } from '../../src/core/types.ts';
import { classifyNovaOdessa } from './installation.ts';
import { novaOdessaParameters } from './parameters.ts';
import { novaOdessaRules } from './rules/index.ts';
import { novaOdessaLaw } from './text.ts';

/**
 * Art. 21: one year from publication (parameter adaptation-period-years, what-if aware); the
 * period's last day is 03/07/2001, violations count from 04/07/2001.
 */
function adaptationEnd(law: Law, param?: <V>(localId: string) => V): string {
  let years: number | undefined = param?.<number>('adaptation-period-years');
  if (years === undefined) {
    const p = novaOdessaParameters.find((x) => x.id === 'adaptation-period-years');
    years = p ? (valueOn(p, law.inForceFrom)?.value as number | undefined) : undefined;
  }
  return addToDate(law.inForceFrom, years ?? 1, 'years');
}

export const novaOdessaPack = definePack({
  id: 'nova-odessa-sp',
  name: 'Nova Odessa',
  uf: 'SP',
  ibge: '3533403',
  version: '2026.11.30',
  laws: [novaOdessaLaw],
  parameters: novaOdessaParameters,
  rules: novaOdessaRules,
  classify: classifyNovaOdessa,
  transitions: [
    {
      unit: 'art21',
      title: {
        pt: 'Estabelecimentos existentes em 04/07/2000: um ano para se adaptar',
        en: 'Establishments existing on 04/07/2000: one year to adapt',
      },
      covers: existedAtPublication,
      until: adaptationEnd,
      rules: 'all',
    },
  ],
  // No rule measures distances to surveyed places: the Annex I distances are measured on site
  // (storage.distances) and the table itself is not loaded.
  siting: [],
  notes: [
    'Storage classes follow DNC Portaria 27/1996 (art. 5: IV ≤ 24 960 kg, V ≤ 49 920 kg, VI ≤ 99 840 kg), not NBR 15514; above class VI the law has no class.',
    'ANEXO I (minimum safety distances) is not in the received text: rule art9 reads norm table dnc-portaria-27-1996-anexo-1 (shape in laws/nova-odessa-sp/annex.ts) and cannot be evaluated until a municipality loads it. A fixed outlet therefore evaluates as "incomplete" at best.',
    'Art. 6 III cites a § 6º of art. 5 that does not exist: class VI openings and corridor are unspecified (parameter class-vi-missing-paragraph).',
    'Art. 18 fines are in UFIR (extinct); conversion at R$ 1,0641 and the municipal updating index are parameters (ufir-value-brl, ufir-update-index).',
  ],
});

/** The pack this directory contributes (found by src/app/packs.ts loadPackRegistry). */
export { novaOdessaPack as pack };
