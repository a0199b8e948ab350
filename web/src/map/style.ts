/**
 * The map's colours (gov.br DS palette) and the viability states. "unknown" (area not
 * surveyed, issue #7's survey declarations) is drawn and in the legend already: the map reads
 * whatever state the server sends, so a third state needs no change here.
 */
export const COLORS = {
  boundary: '#1351b4',
  outlet: '#0c326f',
  place: '#c2850c',
  allowed: '#168821',
  excluded: '#e52207',
  unknown: '#636363',
  point: '#ffcd07',
} as const;

export type ViabilityKind = 'allowed' | 'excluded' | 'unknown';

export function viabilityKind(kind: unknown): ViabilityKind {
  return kind === 'allowed' || kind === 'excluded' ? kind : 'unknown';
}
