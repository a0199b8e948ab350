/**
 * The built application (what `npm ci` produces and `glp serve` serves) keeps the page's CSP
 * possible: no inline script, no inline style, nothing loaded from another origin (the gov.br
 * DS, Font Awesome, Raleway and Leaflet are all bundled), and every file it names exists.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, it } from 'node:test';
import { DEFAULT_WEB_DIR } from '../../src/api/web.ts';
import { ensureWebBuilt } from '../support/web.ts';

let html: string;
before(() => {
  ensureWebBuilt();
  html = readFileSync(join(DEFAULT_WEB_DIR, 'index.html'), 'utf8');
});

it('index.html has no inline script or style, and names only files of the build', () => {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  assert.ok(scripts.length >= 1);
  for (const [, attrs, body] of scripts) {
    assert.match(attrs ?? '', /\bsrc="\/assets\/[^"]+\.js"/, 'a script is a file');
    assert.equal((body ?? '').trim(), '', 'no inline script');
  }
  assert.doesNotMatch(html, /<style\b/, 'no <style> element');
  assert.doesNotMatch(html, /\sstyle=/, 'no style attribute');
  assert.doesNotMatch(html, /\son[a-z]+=/i, 'no inline event handler');
  for (const [, ref] of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
    assert.ok(ref?.startsWith('/'), `${ref}: same origin`);
    assert.ok(existsSync(join(DEFAULT_WEB_DIR, ref as string)), `${ref} exists`);
  }
});

it('the stylesheets load nothing from another origin, and the fonts are there', () => {
  const assets = readdirSync(join(DEFAULT_WEB_DIR, 'assets'));
  const css = assets.filter((f) => f.endsWith('.css'));
  assert.ok(css.length >= 1);
  for (const f of css) {
    const body = readFileSync(join(DEFAULT_WEB_DIR, 'assets', f), 'utf8');
    assert.doesNotMatch(body, /url\(\s*['"]?(https?:)?\/\//, `${f}: no external url()`);
    assert.doesNotMatch(body, /@import/, `${f}: no @import`);
    for (const [, u] of body.matchAll(/url\(\s*['"]?(\/assets\/[^'")?#]+)/g)) assert.ok(existsSync(join(DEFAULT_WEB_DIR, u as string)), u);
  }
  // The gov.br DS's font (Raleway, its fallback for Rawline) and its icons (Font Awesome 5).
  assert.ok(assets.some((f) => /^raleway-latin-400-normal-.*\.woff2$/.test(f)));
  assert.ok(assets.some((f) => /^fa-solid-900-.*\.woff2$/.test(f)));
});
