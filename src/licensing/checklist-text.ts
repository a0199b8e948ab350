/**
 * The words of the checklist's items (src/licensing/checklist.ts) that are not the law's titles:
 * each item said in pt-BR (`message`, the JSON contract) and in both languages (`text`).
 */
import type { EvaluationResult, Lang, Text } from '../core/types.ts';

/** A message in both languages: `message` is the pt-BR, `text` both. */
export function said(pt: string, en: string): { message: string; text: Text } {
  return { message: pt, text: { pt, en } };
}

/** An opinion's or inspection's state in words (the state id stays in `state`). */
export function opinionStateName(status: string, kind: string | undefined, lang: Lang): string {
  const f = kind === 'inspection';
  const names: Record<string, Text> = {
    requested: f
      ? { pt: 'solicitada, ainda não realizada', en: 'requested, not yet carried out' }
      : { pt: 'solicitado, ainda não emitido', en: 'requested, not yet given' },
    unfavourable: { pt: 'desfavorável', en: 'unfavourable' },
    'changes-requested': { pt: 'com exigências a cumprir', en: 'with changes to make' },
  };
  return names[status]?.[lang] ?? status;
}

/** The verdicts as the checklist's messages say them. */
export const VERDICT: Record<EvaluationResult['verdict'], Text> = {
  approvable: { pt: 'aprovável', en: 'approvable' },
  'not-approvable': { pt: 'não aprovável', en: 'not approvable' },
  incomplete: { pt: 'incompleta (faltam informações)', en: 'incomplete (information missing)' },
};
