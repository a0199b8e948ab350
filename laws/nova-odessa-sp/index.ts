/** Nova Odessa/SP law pack — Lei nº 1.761, de 4 de julho de 2000. */
import { definePack } from '../../src/core/pack.ts';
import { novaOdessaEnforcement, enforcementParameters } from './enforcement.ts';
import { novaOdessaProcedure } from './procedure.ts';
import { existedAtPublication } from '../../src/core/rulekit-establishment.ts';
import { classifyNovaOdessa } from './installation.ts';
import { novaOdessaParameters } from './parameters/index.ts';
import { novaOdessaRules } from './rules/index.ts';
import { novaOdessaLaw } from './text.ts';
import { novaOdessaFacts } from './facts.ts';
import boundary from './boundary.json' with { type: 'json' };
import { boundaryFromFeature } from '../../src/core/boundary.ts';

export const novaOdessaPack = definePack({
  id: 'nova-odessa-sp',
  name: 'Nova Odessa',
  uf: 'SP',
  ibge: '3533403',
  boundary: boundaryFromFeature('nova-odessa-sp', boundary),
  procedure: novaOdessaProcedure,
  version: '2026.12.05.17',
  laws: [novaOdessaLaw],
  facts: novaOdessaFacts,
  parameters: [...novaOdessaParameters, ...enforcementParameters],
  enforcement: novaOdessaEnforcement,
  rules: novaOdessaRules,
  classify: classifyNovaOdessa,
  transitions: [
    {
      unit: 'art21',
      title: {
        pt: 'Estabelecimentos existentes na publicação: um ano para se adaptar',
        en: 'Establishments existing at publication: one year to adapt',
      },
      covers: existedAtPublication,
      // "no prazo improrrogável de 01 (hum) ano" from publication (Código Civil, art. 132 § 3º):
      // 04/07/2000 + 1 year expires on 04/07/2001; the duty binds from 05/07/2001.
      period: { parameter: 'adaptation-period-years' },
      rules: 'all',
    },
  ],
  // Issue 11: the distributors' yearly lists (art. 13 § 1º) and the brand check (art. 14 § 1º).
  field: {
    timeZone: 'America/Sao_Paulo',
    distributorLists: {
      listUnit: 'art13-par1',
      brandUnit: 'art14-par1',
      deadlineParameter: 'distributor-list-deadline',
      brandParameter: 'brand-representation',
    },
    // A mobile post is its vehicle (art. 2 XVI): art. 13 § 5º (price table), art. 14 caput
    // (identification) and § 1º (the logo's brand only) on each; art. 14 § 2º I (inspection, extra
    // extinguisher), II (ownership, crew), § 3º (licence on the front), § 4º (drivers' course) and
    // art. 15 parágrafo único (no trailers).
    vehicles: {
      rules: [
        'art13-par5-mobile',
        'art14-mobile',
        'art14-par1-mobile',
        'art14-par2-I',
        'art14-par2-II',
        'art14-par2-II-staff',
        'art14-par3',
        'art14-par4',
        'art15-parU',
      ],
      // Art. 14 § 3º: "O veículo que for encontrado em desacordo com esta Lei, ou sem o devido alvará … será apreendido e multado".
      unregistered: 'art14-par3',
      // Art. 14 § 3º: the vehicle's own alvará, on its front.
      ownLicence: true,
    },
  },
  notes: [
    'Storage classes follow DNC Portaria 27/1996 (art. 5: IV ≤ 24 960 kg, V ≤ 49 920 kg, VI ≤ 99 840 kg), not NBR 15514; above class VI the law has no class.',
    'ANEXO I (minimum safety distances) is not in the received text: rule art9 reads norm table dnc-portaria-27-1996-anexo-1 (shape in laws/nova-odessa-sp/annex.ts) and cannot be evaluated until a municipality loads it. A fixed outlet therefore evaluates as "incomplete" at best.',
    'Art. 6 III cites a § 6º of art. 5 that does not exist: class VI openings and corridor are unspecified (parameter class-vi-missing-paragraph).',
    'Art. 18 fines are in UFIR (extinct); conversion at R$ 1,0641 and the municipal updating index are parameters (ufir-value-brl, ufir-update-index).',
    'Art. 5 ("instalação compatível com a quantidade de GLP"): the class is that of the larger of the stored total and application.requestedQuantity (kg); a resale licence application with no containers and no requested quantity cannot be classed.',
  ],
});

/** The pack this directory contributes (found by src/app/packs.ts loadPackRegistry). */
export { novaOdessaPack as pack };
