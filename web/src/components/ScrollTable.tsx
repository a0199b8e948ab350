/** A gov.br DS table that scrolls inside itself on a phone, reachable by keyboard (WCAG 2.1.1). */
import type { ReactNode } from 'react';

export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1).
    <section className="br-table glp-table-scroll" tabIndex={0} aria-label={label}>
      <table>{children}</table>
    </section>
  );
}
