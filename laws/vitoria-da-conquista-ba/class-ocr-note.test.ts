/**
 * Art. 5 I–II: the zones of classes A ("item II") and B ("itens I e II") are read from an uncertain
 * scan (transcription notes on art5-I, art5-II; design law-notes). Where that reading decides the
 * class — a zone of art. 2 item I or II with class A or B in question — the class finding
 * (vitoria-da-conquista-ba/art5) carries a note naming it; elsewhere it does not.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { evaluate } from '../../src/core/engine.ts';
import { parseInputFor } from '../../src/core/input/validate.ts';
import { vdcPack } from './index.ts';

const DATE = '2026-11-30';
/** The parts of the base outlet the tests change. */
interface Doc {
  zone: { kind: string; insideUrbanPerimeter?: boolean };
  application: { requestedClass?: string };
  lot: Record<string, unknown>;
}
const BASE: Doc = JSON.parse(readFileSync(new URL('./cases/base/outlet.json', import.meta.url), 'utf8'));

function classNotes(changes: (doc: Doc) => void, lang: 'pt' | 'en' = 'pt'): string[] {
  const doc = structuredClone(BASE);
  changes(doc);
  const r = evaluate(vdcPack, parseInputFor(vdcPack, doc), { date: DATE, lang });
  const f = r.findings.find((x) => x.rule === 'vitoria-da-conquista-ba/art5');
  assert.ok(f, 'art5 finding');
  return f.notes ?? [];
}

const ocr = (notes: string[]) => notes.filter((n) => n.includes('OCR'));

describe('vitoria-da-conquista-ba art. 5: the uncertain OCR reading of the class zones', () => {
  it('transition zone (art. 2 II), no class requested: A and B in question → the note names the reading', () => {
    const [n, ...rest] = ocr(classNotes(() => {}));
    assert.equal(rest.length, 0);
    assert.ok(n);
    assert.match(n, /art\. 2º, II/);
    assert.match(n, /classe A como "item II" e a B como "itens I e II"/);
    assert.match(n, /não exclui "item I" para a classe A/);
    assert.match(n, /Em uso: classe A — item II; classe B — itens I e II/);
  });

  it('expansion zone (art. 2 I, outside the urban perimeter): only B by the reading → the note is there', () => {
    const n = ocr(
      classNotes((d) => {
        d.zone = { kind: 'expansion', insideUrbanPerimeter: false };
      }),
    );
    assert.equal(n.length, 1);
    assert.match(n[0] ?? '', /art\. 2º, I\)/);
  });

  it('transition zone with class A requested → the note is there', () => {
    const n = ocr(
      classNotes((d) => {
        d.application.requestedClass = 'A';
      }),
    );
    assert.equal(n.length, 1);
  });

  it('transition zone with class C requested: C ("item III") decides, not the uncertain reading → no note', () => {
    assert.deepEqual(
      ocr(
        classNotes((d) => {
          d.application.requestedClass = 'C';
        }),
      ),
      [],
    );
  });

  it('residential zone (art. 2 III): class C only, not in doubt → no note', () => {
    assert.deepEqual(
      ocr(
        classNotes((d) => {
          d.zone.kind = 'residential';
          d.lot = { areaM2: 90, frontageM: 6, depthM: 15, free: true, remaining: true };
        }),
      ),
      [],
    );
  });

  it('in English', () => {
    const [n] = ocr(classNotes(() => {}, 'en'));
    assert.match(n ?? '', /An uncertain reading of the scanned text \(OCR\) decides the class in this zone \(art\. 2 II\)/);
    assert.match(n ?? '', /In use: class A — item II; class B — items I and II/);
  });
});
