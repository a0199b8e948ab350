/**
 * Where a closure order changes licences: it suspends the establishment's active licences, and
 * lifting it reinstates them (through repo.updateLicence, each change audited there). Revoking
 * after a closure (Salvador art. 15 § 2º) is not an effect of the order: it is a decision after
 * notice and defence, the licence lifecycle's (src/app/closure-revocation.ts).
 */
import type { Licence } from '../domain/licence.ts';
import type { Scope } from '../domain/roles.ts';
import type { Repository } from '../store/repository.ts';

type LicenceRepo = Pick<Repository, 'listLicences' | 'updateLicence'>;

async function licencesOf(repo: LicenceRepo, scope: Scope, establishmentId: string): Promise<Licence[]> {
  const out: Licence[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await repo.listLicences(scope, { limit: 1000, offset, filters: { establishmentId } });
    for (const it of page.items) out.push(it);
    if (page.items.length < 1000) return out;
  }
}

/** Suspends the establishment's active licences (alvará, TVL); returns the ids suspended. */
export async function suspendForClosure(repo: LicenceRepo, scope: Scope, establishmentId: string): Promise<string[]> {
  const done: string[] = [];
  for (const l of await licencesOf(repo, scope, establishmentId)) {
    if (l.status !== 'active' || l.kind === 'construction') continue;
    await repo.updateLicence(scope, l.id, l.version, { status: 'suspended' });
    done.push(l.id);
  }
  return done;
}

/** Lifting a closure reinstates what the closure suspended (and only that). */
export async function reinstateAfterClosure(
  repo: LicenceRepo,
  scope: Scope,
  establishmentId: string,
  ids: readonly string[],
): Promise<string[]> {
  const done: string[] = [];
  for (const l of await licencesOf(repo, scope, establishmentId)) {
    if (!ids.includes(l.id) || l.status !== 'suspended') continue;
    await repo.updateLicence(scope, l.id, l.version, { status: 'active' });
    done.push(l.id);
  }
  return done;
}
