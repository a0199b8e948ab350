/** The laws of a pack as published data (`glp laws --format json`, `GET /api/municipalities/{id}/laws`). */
import { ruleCitation } from './engine.ts';
import type { Pack } from './pack.ts';

export function lawsView(p: Pack) {
  return {
    id: p.id,
    name: p.name,
    uf: p.uf,
    ibge: p.ibge,
    version: p.version,
    ...(p.derivedFrom ? { derivedFrom: p.derivedFrom } : {}),
    laws: p.laws.map((l) => ({
      id: l.id,
      title: l.title,
      shortTitle: l.shortTitle,
      number: l.number,
      date: l.date,
      inForceFrom: l.inForceFrom,
      ementa: l.ementa,
      sourceFile: l.sourceFile,
      ...(l.published ? { published: l.published } : {}),
      amendments: l.amendments,
      repeals: l.repeals,
      transcriptionNotes: l.transcriptionNotes,
      units: l.units.map((u) => ({ id: u.id, citation: ruleCitation(p, `${l.id}#${u.id}`).text, text: u.text })),
    })),
  };
}
