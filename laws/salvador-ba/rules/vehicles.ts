/** Salvador — vehicles (art. 3), sound advertising (art. 4) and vehicle signs (art. 8). */
import { MissingFacts, type RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import {
  perVehicle,
  perVehicleElements,
  type VehicleElement,
  type VehicleFlag,
  vehicleName,
  vehiclesOf,
} from '../../../src/core/rulekit-vehicles.ts';
import type { SalvadorInput } from '../facts.ts';
import { HOLIDAY_SCOPE_NAMES, type HolidayCalendar, type HolidayHit, holidaysOn, type LocalHoliday, weekday } from '../holidays.ts';
import type { SoundWindows } from '../parameters/index.ts';
import { RESELLERS, WITH_VEHICLES } from './common.ts';

/** A duty every vehicle must meet (true); absent values are missing facts named by index. */
function everyVehicle(
  ctx: RuleContext<SalvadorInput>,
  field: VehicleFlag<SalvadorInput>,
  ok: (n: number) => string,
  bad: (list: string) => string,
): Outcome {
  return perVehicle(ctx, field, true, ok, bad);
}

// --- Art. 3: vehicles adapted --------------------------------------------------------------

const art3Adapted: RuleDef<SalvadorInput> = {
  id: 'art3',
  implements: ['art3'],
  title: { pt: 'Veículos de transporte adaptados às normas específicas', en: 'Transport vehicles adapted to the specific norms' },
  activities: WITH_VEHICLES,
  evaluate: (ctx) =>
    everyVehicle(
      ctx,
      'adaptedAndLegal',
      (n) => ctx.t(`${n} veículo(s), todos adaptados e regulares.`, `${n} vehicle(s), all adapted and legal.`),
      (list) =>
        ctx.t(`Veículo(s) não adaptado(s) às normas específicas: ${list}.`, `Vehicle(s) not adapted to the specific norms: ${list}.`),
    ),
};

/**
 * Art. 3 § 1º: "Os veículos das empresas revendedoras deverão estar identificados como [com] o nome
 * da empresa distribuidora, número da autorização emitida pela ANP e tabela de preços visíveis ao
 * consumidor" — three elements, each visible to the consumer, judged on every vehicle.
 */
const IDENTIFICATION: readonly VehicleElement<SalvadorInput>[] = [
  { field: 'distributorNameShown', pt: 'o nome da empresa distribuidora', en: "the distributor's name" },
  { field: 'anpAuthorisationShown', pt: 'o número da autorização emitida pela ANP', en: 'ANP authorisation number' },
  { field: 'priceTableShown', pt: 'a tabela de preços', en: 'price table' },
];

const art3Identified: RuleDef<SalvadorInput> = {
  id: 'art3-par1',
  implements: ['art3-par1'],
  title: {
    pt: 'Veículos identificados: distribuidora, autorização ANP e tabela de preços',
    en: 'Vehicles identified: distributor, ANP authorisation and price table',
  },
  activities: RESELLERS,
  evaluate: (ctx) =>
    perVehicleElements(ctx, IDENTIFICATION, {
      ok: (n) =>
        ctx.t(
          `${n} veículo(s) identificado(s) com o nome da empresa distribuidora, o número da autorização emitida pela ANP e a tabela de preços, visíveis ao consumidor.`,
          `${n} vehicle(s) showing the distributor's name, the number of the ANP authorisation and the price table, visible to the consumer.`,
        ),
      bad: (list) =>
        ctx.t(
          `Veículo(s) sem a identificação exigida (nome da empresa distribuidora, número da autorização emitida pela ANP e tabela de preços, visíveis ao consumidor): ${list}.`,
          `Vehicle(s) lacking the required identification (distributor's name, number of the ANP authorisation and price table, visible to the consumer): ${list}.`,
        ),
      // Stored documents before pack 2026.12.03.13 have only `identified` (the three together).
      former: {
        field: 'identified',
        lacks: ctx.t(
          'não identificado (registro anterior: identified = não, sem dizer qual elemento falta)',
          'not identified (earlier record: identified = no, without saying which element is lacking)',
        ),
        note: (list) =>
          ctx.t(
            `O registro anterior "identificado" (identified = sim) de ${list} não basta: a lei exige cada elemento.`,
            `The earlier record "identified" (identified = yes) of ${list} no longer suffices: the law requires each element.`,
          ),
      },
    }),
};

const art3Motorcycles: RuleDef<SalvadorInput> = {
  id: 'art3-par2',
  implements: ['art3-par2'],
  title: { pt: 'Motocicletas ou similares só com side car', en: 'Motorcycles or similar only with a sidecar' },
  activities: WITH_VEHICLES,
  parameters: ['motorcycle-like-types'],
  evaluate(ctx) {
    const vs = vehiclesOf(ctx);
    if (!Array.isArray(vs)) return vs;
    const noSidecar = ctx.interpretation<string[]>('motorcycle-like-types');
    const bad: string[] = [];
    const missing: string[] = [];
    let moto = 0;
    vs.forEach((v, i) => {
      // A type not reported may be a motorcycle: asked for by name, never a pass.
      if (v.type === undefined) missing.push(`vehicles[${i}].type`);
      else if (noSidecar.includes(v.type)) {
        moto++;
        bad.push(ctx.t(`${vehicleName(v, i, ctx.lang)} sem side car`, `${vehicleName(v, i, ctx.lang)} without sidecar`));
      } else if (v.type === 'motorcycle-sidecar') {
        moto++;
        if (v.adaptedAndLegal === undefined) missing.push(`vehicles[${i}].adaptedAndLegal`);
        else if (!v.adaptedAndLegal)
          bad.push(ctx.t(`${vehicleName(v, i, ctx.lang)} não adaptada/legalizada`, `${vehicleName(v, i, ctx.lang)} not adapted/legal`));
      }
    });
    if (bad.length > 0)
      return {
        status: 'violated',
        message: ctx.t(
          `Transporte de GLP em motocicleta ou similar só adaptada, legalizada e com side car: ${bad.join('; ')}.`,
          `GLP may be carried by motorcycle or similar only adapted, legal and with a sidecar: ${bad.join('; ')}.`,
        ),
      };
    if (missing.length > 0) throw new MissingFacts(missing);
    if (moto === 0) return notApplicable(ctx, 'Nenhuma motocicleta ou similar.', 'No motorcycle or similar.');
    return {
      status: 'satisfied',
      message: ctx.t(
        `${moto} motocicleta(s) com side car, adaptada(s) e legalizada(s).`,
        `${moto} motorcycle(s) with sidecar, adapted and legal.`,
      ),
    };
  },
};

// --- Art. 4: horn, noise, schedule -------------------------------------------------------------

const art4Horn: RuleDef<SalvadorInput> = {
  id: 'art4-horn',
  implements: ['art4'],
  title: { pt: 'Proibida a buzina como sinalização de venda', en: 'No horn as a sales signal' },
  activities: WITH_VEHICLES,
  evaluate(ctx) {
    const sa = ctx.input.soundAdvertising;
    const vs = ctx.input.vehicles;
    const horned = (vs ?? []).map((v, i) => ({ v, i })).filter(({ v }) => v.usesHorn === true);
    if (sa?.usesHorn !== undefined) ctx.fact('soundAdvertising.usesHorn', sa.usesHorn);
    if (sa?.usesHorn === true || horned.length > 0) {
      for (const { i } of horned) ctx.fact(`vehicles[${i}].usesHorn`, true);
      const list = horned.map(({ v, i }) => vehicleName(v, i, ctx.lang)).join(', ');
      return {
        status: 'violated',
        message: ctx.t(
          `Uso de buzina como meio de sinalização para venda de GLP${list ? `: ${list}` : ''} (expressamente proibido).`,
          `Horn used as a signal to sell GLP${list ? `: ${list}` : ''} (expressly forbidden).`,
        ),
      };
    }
    if (sa?.usesHorn === false)
      return { status: 'satisfied', message: ctx.t('Não usa buzina para sinalizar a venda.', 'No horn used to signal sales.') };
    if (vs !== undefined && vs.length === 0 && sa === undefined) {
      ctx.fact('vehicles', vs);
      return notApplicable(ctx, 'Nenhum veículo de venda a domicílio declarado.', 'No home-delivery vehicle declared.');
    }
    if (vs !== undefined && vs.length > 0 && vs.every((v) => v.usesHorn === false)) {
      vs.forEach((_, i) => {
        ctx.fact(`vehicles[${i}].usesHorn`, false);
      });
      return {
        status: 'satisfied',
        message: ctx.t('Nenhum veículo usa buzina para sinalizar a venda.', 'No vehicle uses a horn to signal sales.'),
      };
    }
    throw new MissingFacts(['soundAdvertising.usesHorn']);
  },
};

/** The sound-advertising facts, or an outcome when there is none / it is not used. */
function soundOf(ctx: RuleContext<SalvadorInput>): NonNullable<typeof ctx.input.soundAdvertising> | Outcome {
  const sa = ctx.input.soundAdvertising;
  if (!sa) {
    const vs = ctx.input.vehicles;
    if (vs !== undefined && vs.length === 0) {
      ctx.fact('vehicles', vs);
      return notApplicable(ctx, 'Nenhum veículo de venda a domicílio declarado.', 'No home-delivery vehicle declared.');
    }
    throw new MissingFacts(['soundAdvertising.uses']);
  }
  ctx.fact('soundAdvertising.uses', sa.uses);
  if (!sa.uses) return notApplicable(ctx, 'Não utiliza propaganda sonora.', 'No sound advertising used.');
  return sa;
}

const art4Noise: RuleDef<SalvadorInput> = {
  id: 'art4-noise',
  implements: ['art4'],
  title: { pt: 'Propaganda sonora dentro dos níveis de ruído permitidos', en: 'Sound advertising within the permitted noise levels' },
  activities: WITH_VEHICLES,
  interpretationNote: {
    pt: 'Os níveis de ruído são os da legislação de sossego público (externa a esta lei): o fato é a constatação do fiscal ou laudo.',
    en: "Noise levels are those of the public-quiet legislation (outside this law): the fact is the inspector's finding or a report.",
  },
  evaluate(ctx) {
    const sa = soundOf(ctx);
    if (!('uses' in sa)) return sa;
    const ok = ctx.need('soundAdvertising.withinNoiseLimits');
    return ok
      ? {
          status: 'satisfied',
          message: ctx.t(
            'Propaganda sonora dentro dos níveis de ruído permitidos.',
            'Sound advertising within the permitted noise levels.',
          ),
        }
      : {
          status: 'violated',
          message: ctx.t('Propaganda sonora acima dos níveis de ruído permitidos.', 'Sound advertising above the permitted noise levels.'),
        };
  },
};

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DAY_NAME: Record<string, { pt: string; en: string }> = {
  sun: { pt: 'domingo', en: 'Sunday' },
  mon: { pt: 'segunda-feira', en: 'Monday' },
  tue: { pt: 'terça-feira', en: 'Tuesday' },
  wed: { pt: 'quarta-feira', en: 'Wednesday' },
  thu: { pt: 'quinta-feira', en: 'Thursday' },
  fri: { pt: 'sexta-feira', en: 'Friday' },
  sat: { pt: 'sábado', en: 'Saturday' },
  holiday: { pt: 'feriado', en: 'holiday' },
};

function dayName(ctx: RuleContext<SalvadorInput>, d: string): string {
  return DAY_NAME[d]?.[ctx.lang] ?? d;
}

function windowOf(w: SoundWindows, day: string): SoundWindows['weekdays'] {
  return w.saturday.days.includes(day) ? w.saturday : w.weekdays;
}

function windowText(ctx: RuleContext<SalvadorInput>, w: SoundWindows, day: string): string {
  const win = windowOf(w, day);
  return win === w.saturday
    ? ctx.t(`aos sábados de ${win.from} a ${win.to}`, `on Saturdays from ${win.from} to ${win.to}`)
    : ctx.t(`de segunda a sexta de ${win.from} a ${win.to}`, `Monday to Friday from ${win.from} to ${win.to}`);
}

function minutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** "18:30" or "18:30:59" in seconds of the day: the law's "18h30min" ends at 18:30:00, so 18:30:59 is after it. */
function seconds(time: string): number {
  return minutes(time) * 60 + (time.length > 5 ? Number(time.slice(6, 8)) : 0);
}

const art4Schedule: RuleDef<SalvadorInput> = {
  id: 'art4-parU',
  implements: ['art4-parU'],
  title: {
    pt: 'Propaganda sonora só de segunda a sexta das 08h30 às 18h30 e aos sábados das 9h às 14h; nunca domingos e feriados',
    en: 'Sound advertising only Mon–Fri 08:30–18:30 and Sat 09:00–14:00; never Sundays and holidays',
  },
  activities: WITH_VEHICLES,
  parameters: ['sound-windows', 'sound-window-bounds', 'holiday-calendar', 'municipal-holidays', 'decreed-holidays'],
  interpretationNote: {
    pt: 'Escala semanal declarada e/ou momentos observados (hora local). Feriados: nacionais e da Bahia (date-holidays, tipo "public", sem dias de eleição) e municipais de Salvador (parâmetros). Extremos incluídos por padrão (parâmetro sound-window-bounds).',
    en: 'Declared weekly schedule and/or observed moments (local time). Holidays: national and Bahia (date-holidays, type "public", election days excluded) and Salvador municipal ones (parameters). Ends included by default (parameter sound-window-bounds).',
  },
  evaluate(ctx) {
    const sa = soundOf(ctx);
    if (!('uses' in sa)) return sa;
    if (sa.schedule === undefined && sa.observedAt === undefined) {
      // Either answers art. 4 parágrafo único: the declared weekly schedule, or a moment observed.
      const [schedule, observed] = [ctx.factList(['soundAdvertising.schedule']), ctx.factList(['soundAdvertising.observedAt'])];
      throw new MissingFacts(
        ['soundAdvertising.schedule', 'soundAdvertising.observedAt'],
        ctx.t(`Não é possível avaliar: falta informar ${schedule} ou ${observed}.`, `Cannot evaluate: missing ${schedule} or ${observed}.`),
      );
    }
    const w = ctx.param<SoundWindows>('sound-windows');
    const bounds = ctx.interpretation<string>('sound-window-bounds');
    const problems: string[] = [];
    const oks: string[] = [];
    const missing: string[] = [];
    // The holidays that decided, as data beside the message (the roadside sound check shows them).
    const holidays: HolidayHit[] = [];

    if (sa.schedule !== undefined) {
      ctx.fact('soundAdvertising.schedule', sa.schedule);
      let weekdaySlots = 0;
      for (const s of sa.schedule) {
        const slot = `${dayName(ctx, s.day)} ${s.from}–${s.to}`;
        if (w.forbidden.includes(s.day)) {
          problems.push(
            ctx.t(
              `escala: ${slot} — proibida a sonorização aos domingos e feriados`,
              `schedule: ${slot} — sound forbidden on Sundays and holidays`,
            ),
          );
          continue;
        }
        weekdaySlots++;
        const win = windowOf(w, s.day);
        const f = minutes(s.from);
        const t = minutes(s.to);
        if (f > t) problems.push(ctx.t(`escala: ${slot} — atravessa a meia-noite`, `schedule: ${slot} — crosses midnight`));
        else if (f < minutes(win.from) || t > minutes(win.to))
          problems.push(
            ctx.t(
              `escala: ${slot} — fora do permitido (${windowText(ctx, w, s.day)})`,
              `schedule: ${slot} — outside what is allowed (${windowText(ctx, w, s.day)})`,
            ),
          );
        else oks.push(ctx.t(`escala: ${slot} dentro do permitido`, `schedule: ${slot} within what is allowed`));
      }
      if (weekdaySlots > 0) {
        if (sa.suspendedOnHolidays === undefined) missing.push('soundAdvertising.suspendedOnHolidays');
        else {
          ctx.fact('soundAdvertising.suspendedOnHolidays', sa.suspendedOnHolidays);
          if (!sa.suspendedOnHolidays)
            problems.push(
              ctx.t(
                'a escala não é suspensa nos feriados nacionais, estaduais e municipais',
                'the schedule is not suspended on national, state and municipal holidays',
              ),
            );
        }
      }
    }

    if (sa.observedAt !== undefined) {
      ctx.fact('soundAdvertising.observedAt', sa.observedAt);
      const cal = ctx.param<HolidayCalendar>('holiday-calendar');
      const municipal = ctx.param<LocalHoliday[]>('municipal-holidays');
      const decreed = ctx.param<{ date: string; name: string }[]>('decreed-holidays');
      for (const m of sa.observedAt) {
        const date = m.slice(0, 10);
        const time = m.slice(11);
        const day = DAYS[weekday(date)] as string;
        const when = ctx.t(
          `observada em ${ctx.d(date)} (${dayName(ctx, day)}) às ${time}`,
          `observed on ${ctx.d(date)} (${dayName(ctx, day)}) at ${time}`,
        );
        const hol = holidaysOn(date, cal, municipal, decreed);
        if (hol.length > 0) {
          for (const h of hol) holidays.push(h);
          const names = hol.map((h) => `${h.name} — ${HOLIDAY_SCOPE_NAMES[h.scope][ctx.lang]}`).join(', ');
          problems.push(
            ctx.t(
              `${when}: feriado (${names}); proibida a sonorização nos feriados`,
              `${when}: holiday (${names}); sound forbidden on holidays`,
            ),
          );
          continue;
        }
        if (w.forbidden.includes(day)) {
          problems.push(ctx.t(`${when}: proibida a sonorização aos domingos`, `${when}: sound forbidden on Sundays`));
          continue;
        }
        const win = windowOf(w, day);
        const t = seconds(time);
        const inside = t >= seconds(win.from) && (bounds === 'end-exclusive' ? t < seconds(win.to) : t <= seconds(win.to));
        if (inside)
          oks.push(
            ctx.t(
              `${when}: dentro do permitido (${windowText(ctx, w, day)})`,
              `${when}: within what is allowed (${windowText(ctx, w, day)})`,
            ),
          );
        else
          problems.push(
            ctx.t(
              `${when}: fora do permitido (${windowText(ctx, w, day)})`,
              `${when}: outside what is allowed (${windowText(ctx, w, day)})`,
            ),
          );
      }
    }

    if (problems.length > 0) {
      const out: Outcome = {
        status: 'violated',
        message: ctx.t(
          `Propaganda sonora fora dos horários do art. 4º, parágrafo único: ${problems.join('; ')}${oks.length > 0 ? ` (${oks.length} outro(s) registro(s) dentro do permitido)` : ''}.`,
          `Sound advertising outside the hours of art. 4, sole paragraph: ${problems.join('; ')}${oks.length > 0 ? ` (${oks.length} other record(s) within what is allowed)` : ''}.`,
        ),
      };
      if (missing.length > 0) out.notes = [ctx.t(`Também falta: ${missing.join(', ')}.`, `Also missing: ${missing.join(', ')}.`)];
      if (holidays.length > 0) out.facts = { 'soundAdvertising.holidays': holidays };
      return out;
    }
    if (missing.length > 0) throw new MissingFacts(missing);
    return {
      status: 'satisfied',
      message: ctx.t(
        `Propaganda sonora nos horários permitidos: ${oks.join('; ')}.`,
        `Sound advertising within the allowed hours: ${oks.join('; ')}.`,
      ),
    };
  },
};

// --- Art. 8: signs on the delivery vehicles ---------------------------------------------------

const art8Vehicles: RuleDef<SalvadorInput> = {
  id: 'art8-vehicles',
  implements: ['art8'],
  title: {
    pt: 'Placas "PROIBIDO FUMAR" e "PERIGO - INFLAMÁVEL" no veículo de entrega',
    en: '"NO SMOKING" and "DANGER - FLAMMABLE" signs on the delivery vehicle',
  },
  activities: WITH_VEHICLES,
  evaluate: (ctx) =>
    everyVehicle(
      ctx,
      'signs',
      (n) =>
        ctx.t(
          `${n} veículo(s) com as placas "PROIBIDO FUMAR" e "PERIGO - INFLAMÁVEL".`,
          `${n} vehicle(s) with the "NO SMOKING" and "DANGER - FLAMMABLE" signs.`,
        ),
      (list) =>
        ctx.t(
          `Veículo(s) sem as placas "PROIBIDO FUMAR" e "PERIGO - INFLAMÁVEL": ${list}.`,
          `Vehicle(s) without the "NO SMOKING" and "DANGER - FLAMMABLE" signs: ${list}.`,
        ),
    ),
};

export const vehicleRules: RuleDef<SalvadorInput>[] = [art3Adapted, art3Identified, art3Motorcycles, art4Horn, art4Noise, art4Schedule];
export const vehicleSignRules: RuleDef<SalvadorInput>[] = [art8Vehicles];
