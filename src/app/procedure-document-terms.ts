/**
 * The terms and sanctions of the procedure's document (./procedure-document.ts: GET
 * /api/municipalities/{id}/procedure and `glp licensing procedure --format json`): each licence's validity and
 * what it declares, the renewal window, the defence term and the sanctions with who decides them,
 * as `glp licensing procedure` prints them — one derivation (src/app/procedure-terms.ts). Words a
 * person reads are `{pt, en}`; ids are for programs. A term the law does not set is
 * `setBy: "municipality"` with `citation: null` (never an article beside a chosen number); its
 * `basis` is the unit the term belongs to, which does not set it.
 */
import { z } from 'zod';
import { SANCTION_NAMES } from '../core/status-names.ts';
import {
  defenceTerm,
  groundText,
  lifterOf,
  renewalTerm,
  revocationAfterClosure,
  STATED_NAMES,
  type SanctionTerm,
  sanctionsOf,
  stageValidity,
  statedItems,
  type TermSource,
} from './procedure-terms.ts';
import { text } from './schema-text.ts';
import type { Pack } from '../core/pack.ts';
import type { ProcedureDef, ReadingsOn, SanctionAction, StageDef } from '../core/procedure.ts';
import type { IsoDate } from '../core/types.ts';

const setBy = z.enum(['law', 'municipality']).meta({
  description:
    'who sets the term: the law (`citation` is the unit that sets it) or the municipality, where the law sets none (`citation` is null)',
  example: 'municipality',
});
const termCitation = z.string().nullable().meta({
  description: 'the unit of the law that sets the term; null when the law sets none (the municipality’s choice)',
  example: 'Lei 1.761/2000, art. 16, § 1º',
});
const basis = (example: string) =>
  z.string().meta({ description: 'the unit the term belongs to (it does not set the term where `setBy` is municipality)', example });

export const validitySchema = z
  .object({
    amount: z.number().int().meta({ example: 1 }),
    unit: z.enum(['days', 'months', 'years']).meta({ example: 'years' }),
    setBy,
    citation: termCitation,
  })
  .nullable()
  .meta({
    description:
      'how long the licence is valid (null: no end set by the law); Nova Odessa art. 16 § 1º "renováveis anualmente" sets a year, the other alvarás’ year is the municipality’s choice',
    example: { amount: 1, unit: 'years', setBy: 'law', citation: 'Lei 1.761/2000, art. 16, § 1º' },
  });

export const statesSchema = z
  .array(
    z.object({
      id: z.enum(['resale-type', 'class', 'quantity']),
      name: text.meta({ description: 'what the licence declares, in pt-BR and English', example: { pt: 'classe', en: 'class' } }),
      containers: z
        .object({
          name: text.meta({ example: { pt: 'botijões', en: 'cylinders' } }),
          citation: z.string().meta({ example: 'Lei 709/1993, art. 5º, § 3º' }),
          containerKg: z.number().nullable().meta({ description: 'the kg of one container counted, on the date asked', example: 13 }),
        })
        .nullable()
        .meta({ description: 'the quantity also counted in containers, where the law counts them (VdC art. 5 § 3º); null: in kg only' }),
    }),
  )
  .meta({ description: 'what the licence declares besides number, holder and address' });

const decider = z
  .object({
    role: z.string().meta({
      description: 'who decides: `licensing-officer`, or the id of the authority the law names (VdC art. 26 II: chief-executive)',
      example: 'chief-executive',
    }),
    name: text.meta({ description: 'who decides, as people call them', example: { pt: 'Prefeito', en: 'Mayor' } }),
    title: text.nullable().meta({
      description: 'what the law calls the authority (null: the licensing officer)',
      example: { pt: 'Chefe do Executivo Municipal', en: 'Mayor (Chefe do Executivo Municipal)' },
    }),
    citation: z
      .string()
      .nullable()
      .meta({ description: 'the unit giving the authority the decision (null: the officer)', example: 'Lei 709/1993, art. 26, II' }),
    licenceKinds: z
      .array(z.string())
      .nullable()
      .meta({
        description: 'the licence kinds whose sanction the authority decides, the others’ staying the officer’s (null: every licence)',
        example: ['alvara'],
      }),
  })
  .meta({ description: 'who decides the sanction, after the notice and the defence term (the authority on the administration’s opinion)' });

const liftedBy = z
  .object({
    role: z.string().meta({ description: 'who lifts it: `licensing-officer`, or the authority’s id', example: 'chief-executive' }),
    name: text.meta({ example: { pt: 'Prefeito', en: 'Mayor' } }),
    reading: z
      .object({
        parameter: z.string().meta({ example: 'vitoria-da-conquista-ba/reinstatement-authority' }),
        value: z.unknown().meta({ example: 'deciding-authority' }),
        description: text,
      })
      .nullable()
      .meta({ description: 'the reading of the law it rests on where the law is silent on lifting it, on the date asked (null: none)' }),
  })
  .nullable()
  .meta({
    description:
      'who lifts the sanction once the irregularity is remedied (reinstatement): the authority by its act where the reading says so (VdC art. 26 II, paralelismo das formas), else the licensing officer; null: it is not lifted (revocation)',
  });

const ground = z.enum(['named', 'police-power', 'by-reference']).meta({
  description:
    'whether the unit cited names the sanction (`named`), or it rests on the municipality’s police power the unit gives (`police-power`, Belém art. 8: "fiscalizará") or on the other penalties the unit refers to (`by-reference`, Nova Odessa art. 18)',
  example: 'named',
});

const sanction = z
  .object({
    name: text,
    citation: z.string().meta({ example: 'Lei 709/1993, art. 26, II' }),
    ground,
    groundText: text.nullable().meta({ description: 'what it rests on, in words, where the unit does not name it (null: `named`)' }),
    decidedBy: decider,
    liftedBy,
  })
  .meta({ id: 'ProcedureSanction', description: 'a sanction the law names: its name, the unit naming it and who decides it' })
  .nullable();

export const termsSchema = {
  renewal: z
    .object({
      windowDays: z.number().int().meta({ description: 'renewal is asked from this many days before the validity ends', example: 30 }),
      setBy,
      citation: termCitation,
      basis: basis('Lei 709/1993, art. 19'),
    })
    .nullable()
    .meta({ description: 'the renewal window (null: the procedure has no renewal)' }),
  defence: z.object({
    days: z.number().int().meta({ description: 'the defence term, in calendar days (Código Civil art. 132)', example: 15 }),
    dayCount: z.literal('calendar'),
    setBy,
    citation: termCitation,
    basis: basis('Lei 709/1993, art. 27'),
  }),
  sanctions: z
    .object({
      suspend: sanction,
      interdict: sanction,
      revoke: sanction,
      revocationAfterClosure: z
        .object({
          days: z.number().int().meta({ description: 'the period a closure order has to be remedied, on the date asked', example: 90 }),
          citation: z.string().meta({ example: 'Lei de Salvador de 26/07/2011, art. 15, § 2º' }),
        })
        .nullable()
        .meta({
          description:
            'revocation after a closure not remedied within `days` (Salvador art. 15 § 2º), possible from the next day; null: the law has none',
        }),
    })
    .meta({
      description:
        'the sanctions the law names — suspension, closure order (interdição), revocation (cassação); null where the law names none — with their units and who decides them',
    }),
};

type Cite = (unit: string) => string;

function source(s: TermSource, cite: Cite) {
  return s.setBy === 'law'
    ? { setBy: 'law' as const, citation: cite(s.unit), basis: cite(s.unit) }
    : { setBy: 'municipality' as const, citation: null, basis: cite(s.basis) };
}

/** A stage's validity and what its licence declares (the stage as on the date asked: stageOnDate). */
export function stageTerms(s: StageDef, cite: Cite) {
  const v = stageValidity(s);
  const c = s.countsContainers;
  return {
    validity: v
      ? {
          amount: v.period.n,
          unit: v.period.unit,
          setBy: v.source.setBy,
          citation: v.source.setBy === 'law' ? cite(v.source.unit) : null,
        }
      : null,
    states: statedItems(s).map((id) => ({
      id,
      name: STATED_NAMES[id],
      containers: id === 'quantity' && c ? { name: c.name, citation: cite(c.cite), containerKg: c.containerKg ?? null } : null,
    })),
  };
}

function sanctionOut(t: SanctionTerm | undefined, cite: Cite, p: ProcedureDef, on: ReadingsOn) {
  if (!t) return null;
  const a = t.decider.authority;
  const lifter = lifterOf(p, t.action, on);
  return {
    name: SANCTION_NAMES[t.action],
    citation: cite(t.unit),
    ground: t.ground,
    groundText: t.ground === 'named' ? null : groundText(t.ground),
    decidedBy: {
      role: t.decider.role,
      name: t.decider.name,
      title: a ? a.title : null,
      citation: a ? cite(a.cite) : null,
      licenceKinds: a ? [...a.licenceKinds] : null,
    },
    liftedBy: lifter
      ? {
          role: lifter.decider.role,
          name: lifter.decider.name,
          reading: lifter.reading
            ? { parameter: lifter.reading.parameter, value: lifter.reading.value, description: lifter.reading.description }
            : null,
        }
      : null,
  };
}

/** The renewal, defence and sanctions of the procedure, dated parameters read on `date`. */
export function procedureTerms(pack: Pack, p: ProcedureDef, date: IsoDate, cite: Cite) {
  const r = renewalTerm(p);
  const d = defenceTerm(p);
  const list = sanctionsOf(p);
  const of = (a: SanctionAction) =>
    sanctionOut(
      list.find((t) => t.action === a),
      cite,
      p,
      { packId: pack.id, parameters: pack.parameters, date },
    );
  const after = revocationAfterClosure(pack, date);
  const renewalSource = r ? source(r.source, cite) : null;
  const defence = source(d.source, cite);
  return {
    renewal: r && renewalSource ? { windowDays: r.days, ...renewalSource } : null,
    defence: { days: d.days, dayCount: 'calendar' as const, ...defence },
    sanctions: {
      suspend: of('suspend'),
      interdict: of('interdict'),
      revoke: of('revoke'),
      revocationAfterClosure: after ? { days: after.days, citation: cite(after.unit) } : null,
    },
  };
}
