/**
 * Complaints and the inspection queue from the command line (issue 11 item 8), over the same
 * functions as the API's /api/complaints and /api/tasks:
 *   glp complaints status PROTOCOL [--lang pt|en]            what anyone holding the protocol may know
 *   glp tasks list MUNICIPALITY [--status S] --as EMAIL       the queue, oldest first
 *   glp tasks assign MUNICIPALITY TASK --to EMAIL --as EMAIL  send an official
 *   glp tasks close MUNICIPALITY TASK --outcome O [--note T] --as EMAIL
 * The tasks are the officials': `--as` names the user whose roles and municipality apply.
 */
import { complaintStatus } from '../app/complaints.ts';
import { formatDate } from '../core/format.ts';
import { TASK_OUTCOMES, type TaskStatus } from '../domain/field-task.ts';
import type { FieldTask } from '../store/complaints.ts';
import { actingAs, noSuchUser, refusalsAsUsage } from './acting.ts';
import { langArg, needValue, oneOf, parse } from './args.ts';
import type { Lang } from '../core/types.ts';
import { type CliIO, EXIT, UsageError } from './io.ts';
import { statusName } from '../core/status-names.ts';
import { openStore } from './registry-io.ts';

const COMPLAINTS_USAGE = 'glp complaints status PROTOCOL [--lang pt|en] [--format text|json] [--data DIR]';
const TASKS_USAGE =
  'glp tasks list MUNICIPALITY [--status open|assigned|closed] --as EMAIL [--format text|json] [--lang pt|en] [--data DIR]\n' +
  '       glp tasks assign MUNICIPALITY TASK --to EMAIL --as EMAIL [--format text|json] [--data DIR]\n' +
  `       glp tasks close MUNICIPALITY TASK --outcome ${TASK_OUTCOMES.join('|')} [--note TEXT] --as EMAIL [--format text|json] [--data DIR]`;

const print = (io: CliIO, json: boolean, data: unknown, text: string) =>
  io.stdout(json ? `${JSON.stringify(data, null, 2)}\n` : `${text}\n`);

export async function complaintsCommand(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    { lang: { type: 'string' }, format: { type: 'string' }, data: { type: 'string' } },
    COMPLAINTS_USAGE,
  );
  const json = oneOf('format', v.format, ['text', 'json'] as const, 'text') === 'json';
  const [sub, protocol] = positionals;
  if (sub !== 'status' || !protocol)
    throw new UsageError({ pt: 'esperado status PROTOCOL', en: 'expected status PROTOCOL' }, COMPLAINTS_USAGE);
  const lang = langArg(v.lang);
  const repo = await openStore(io, v.data);
  try {
    const st = await complaintStatus(repo, protocol, lang);
    if (st === null)
      throw new UsageError({
        pt: `PROTOCOL: encontrado "${protocol}", esperado o protocolo de uma denúncia registrada aqui`,
        en: `PROTOCOL: found "${protocol}", expected the protocol of a complaint filed here`,
      });
    print(io, json, st, `${st.protocol} (${st.municipality}): ${st.text} — ${formatDate(st.updatedAt.slice(0, 10))}`);
    return EXIT.ok;
  } finally {
    await repo.close();
  }
}

function taskLine(t: FieldTask, lang: Lang): string {
  const status = statusName('task', t.status, lang);
  const outcome = t.outcome ? statusName('task-outcome', t.outcome, lang) : '';
  return `${t.id}  ${status.padEnd(9)} ${t.complaintProtocol}  ${formatDate(t.createdAt.slice(0, 10))}  ${outcome}${t.complaint.description ? `  ${t.complaint.description.slice(0, 60)}` : ''}`;
}

export async function tasksCommand(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      as: { type: 'string' },
      lang: { type: 'string' },
      status: { type: 'string' },
      to: { type: 'string' },
      outcome: { type: 'string' },
      note: { type: 'string' },
      format: { type: 'string' },
      data: { type: 'string' },
    },
    TASKS_USAGE,
  );
  const json = oneOf('format', v.format, ['text', 'json'] as const, 'text') === 'json';
  const [sub, municipality, taskId] = positionals;
  if (sub !== 'list' && sub !== 'assign' && sub !== 'close')
    throw new UsageError({ pt: 'esperado list, assign ou close', en: 'expected list, assign or close' }, TASKS_USAGE);
  if (!municipality) throw new UsageError({ pt: 'esperado MUNICIPALITY', en: 'expected MUNICIPALITY' }, TASKS_USAGE);
  if (sub !== 'list' && !taskId)
    throw new UsageError(
      { pt: `esperado TASK (seu id: glp tasks list ${municipality})`, en: `expected TASK (its id: glp tasks list ${municipality})` },
      TASKS_USAGE,
    );
  const lang = langArg(v.lang);
  const status = v.status === undefined ? undefined : oneOf<TaskStatus>('status', v.status, ['open', 'assigned', 'closed'], 'open');
  const repo = await openStore(io, v.data);
  try {
    return await refusalsAsUsage(async () => {
      const scope = await actingAs(repo, v.as, sub === 'list' ? 'task.read' : 'task.write');
      // As the API's actingMunicipality: an official acts for their own municipality only.
      if (scope.municipality !== null && scope.municipality !== municipality)
        throw new UsageError({
          pt: `Você atua por ${scope.municipality}, não por ${municipality}.`,
          en: `You act for ${scope.municipality}, not ${municipality}.`,
        });
      if (sub === 'list') {
        const items = await repo.complaints.tasks(scope, municipality, status);
        print(
          io,
          json,
          { items },
          items.map((t) => taskLine(t, lang)).join('\n') ||
            (lang === 'pt' ? `nenhuma tarefa em ${municipality}` : `no task in ${municipality}`),
        );
        return EXIT.ok;
      }
      const task = await repo.complaints.getTask(scope, taskId as string);
      if (task.municipality !== municipality)
        throw new UsageError({
          pt: `TASK: encontrado ${taskId}, uma tarefa de ${task.municipality}, esperado uma tarefa de ${municipality}`,
          en: `TASK: found ${taskId}, a task of ${task.municipality}, expected a task of ${municipality}`,
        });
      if (sub === 'assign') {
        needValue('--to', v.to, { pt: 'o e-mail do agente a enviar', en: 'the e-mail of the official to send' }, TASKS_USAGE);
        const who = await repo.findUserByEmail(v.to as string);
        if (who === null) throw noSuchUser('--to', v.to as string);
        const t = await repo.complaints.assign(scope, task.id, who.id);
        print(io, json, t, taskLine(t, lang));
        return EXIT.ok;
      }
      const outcome = oneOf('outcome', v.outcome, TASK_OUTCOMES, TASK_OUTCOMES[0]);
      if (v.outcome === undefined)
        throw new UsageError({
          pt: `--outcome: encontrado nada, esperado um de ${TASK_OUTCOMES.join(', ')}`,
          en: `--outcome: found nothing, expected one of ${TASK_OUTCOMES.join(', ')}`,
        });
      const t = await repo.complaints.close(scope, task.id, outcome, v.note ?? null);
      print(io, json, t, taskLine(t, lang));
      return EXIT.ok;
    });
  } finally {
    await repo.close();
  }
}
