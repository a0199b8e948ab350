/**
 * The law packs a run knows, by municipality id. The composition roots build it — the CLI
 * entry from directories (src/app/packs.ts), `glp serve`'s wiring, tests and benchmarks — and
 * hand it to whatever needs packs: no module imports a global list of municipalities, so a
 * test or an embedding program runs with its own set, and adding a municipality touches no
 * shared code.
 */
import { InputError } from './input/validate.ts';
import type { Pack } from './pack.ts';

export class PackRegistry {
  readonly #byId: ReadonlyMap<string, Pack>;
  readonly #list: readonly Pack[];

  private constructor(
    packs: readonly Pack[],
    /**
     * The directories the packs were loaded from, or null when they were given as objects.
     * Worker threads rebuild the same registry from them (packs hold functions: they cannot
     * be sent to another thread).
     */
    readonly dirs: readonly string[] | null,
  ) {
    const byId = new Map<string, Pack>();
    for (const p of packs) {
      if (byId.has(p.id)) throw new Error(`PackRegistry: two packs for municipality ${p.id}`);
      byId.set(p.id, p);
    }
    this.#byId = byId;
    this.#list = [...packs];
  }

  /** A registry of these packs, in this order; `dirs` when they were loaded from directories. */
  static of(packs: Iterable<Pack>, dirs: readonly string[] | null = null): PackRegistry {
    return new PackRegistry([...packs], dirs === null ? null : [...dirs]);
  }

  list(): readonly Pack[] {
    return this.#list;
  }

  ids(): string[] {
    return this.#list.map((p) => p.id);
  }

  get(id: string): Pack | undefined {
    return this.#byId.get(id);
  }

  /** The pack of a municipality, or an InputError naming the field, what was found and the ids known. */
  require(id: string, field = 'municipality'): Pack {
    const pack = this.#byId.get(id);
    if (!pack) {
      const ids = this.ids();
      throw InputError.of(
        field,
        JSON.stringify(id),
        ids.length > 0 ? `one of ${ids.join(', ')}` : 'a municipality with a law pack (none is loaded)',
      );
    }
    return pack;
  }
}
