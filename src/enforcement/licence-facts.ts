/**
 * Facts the establishment's licence in force answers for an inspection, so the inspector does not
 * type them. Vitória da Conquista art. 5 § 2º forbids storing "em quantidade superior àquela
 * definida no Alvará", and § 3º makes the alvará state "a quantidade de botijões permitida": where
 * the pack's procedure says the number its licence counts answers an inspection fact
 * (StageDef.countsContainers.fact: storage.licensedQuantity), the inspection takes the number the
 * active licence record states, citing the licence. Only a licence that states the requested
 * quantity counts: one that stated the stock described counted containers, not botijões. What the
 * input already says (given, or recorded by an inspector) prevails.
 */
import { formatNumber } from '../core/format.ts';
import { readPath } from '../core/paths.ts';
import type { Pack } from '../core/pack.ts';
import type { IsoDate } from '../core/types.ts';
import type { LicenceFact } from '../domain/enforcement.ts';
import type { Licence } from '../domain/licence.ts';
import type { LicenceRecordData } from '../domain/licensing.ts';
import type { Scope } from '../domain/roles.ts';
import type { Repository } from '../store/repository.ts';
import { setPath } from './checklist.ts';

type Repo = Pick<Repository, 'listLicences' | 'licensing'>;

/** The facts the establishment's active, unexpired licences state, the latest issued first. */
export async function licenceFacts(repo: Repo, scope: Scope, pack: Pack, establishmentId: string, date: IsoDate): Promise<LicenceFact[]> {
  const counting = (pack.procedure?.stages ?? []).filter((s) => s.countsContainers?.fact !== undefined);
  if (counting.length === 0) return [];
  const page = await repo.listLicences(scope, { limit: 100, offset: 0, filters: { establishmentId, status: 'active' } });
  const inForce = page.items
    .filter((l) => l.issuedOn <= date && (l.expiresOn === null || date <= l.expiresOn))
    .sort((a, b) => b.issuedOn.localeCompare(a.issuedOn));
  const out = new Map<string, LicenceFact>();
  for (const l of inForce) {
    const rec = (await repo.licensing.list(scope, { kind: 'licence-record', licenceId: l.id, limit: 1, offset: 0 })).items[0];
    if (rec?.status !== 'active') continue;
    const d = rec.data as unknown as LicenceRecordData;
    const stage = counting.find((s) => s.id === d.stage);
    const path = stage?.countsContainers?.fact;
    if (!stage || path === undefined || out.has(path) || d.quantityBasis !== 'requested' || d.containers === null) continue;
    out.set(path, { path, value: d.containers, licenceNumber: l.number, source: sourceOf(stage.title.pt, l, d) });
  }
  return [...out.values()];
}

/** "Alvará de Funcionamento de Revenda de GLP nº ALV-…: 210,77 botijões de 13 kg (Lei 709/1993, art. 5º, § 3º)". */
function sourceOf(title: string, l: Licence, d: LicenceRecordData): string {
  const c = d.containerCount;
  const what = c && d.containers !== null ? `: ${formatNumber(d.containers)} ${c.name.pt} de ${formatNumber(c.kg)} kg (${c.citation})` : '';
  return `${title} nº ${l.number}${what}`;
}

/** The input with each licence fact set where it says nothing yet; the facts it took. */
export function withLicenceFacts(
  doc: Record<string, unknown>,
  facts: readonly LicenceFact[],
): { doc: Record<string, unknown>; taken: LicenceFact[] } {
  const out = structuredClone(doc);
  const taken = facts.filter((f) => readPath(out, f.path) === undefined);
  for (const f of taken) setPath(out, f.path, f.value);
  return { doc: out, taken };
}
