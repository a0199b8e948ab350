/**
 * The browser suites' world: the real server (`openApi` + `listen` on port 0, SQLite in a
 * temporary directory, the built web application) with real records seeded through the store —
 * municipal boundaries, outlets and sensitive places, establishments and licences in each state,
 * an official's account — and Debian's Chromium driven by playwright-core (one browser per test
 * file, a fresh profile each time). Helpers check a page with axe-core, collect CSP violations,
 * console errors and requests to other origins, and take the screenshots of docs/screenshots/.
 *
 * Chromium missing: the suite is skipped locally with one line naming the Debian package, and
 * fails with CI=true.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe } from 'node:test';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { hashPassword } from '../../src/auth/password.ts';
import { listen, openApi, type Running } from '../../src/api/server.ts';
import { DEFAULT_WEB_DIR } from '../../src/api/web.ts';
import type { Scope } from '../../src/domain/roles.ts';
import { destination } from '../../src/siting/geom.ts';
import { realBoundaries } from '../../src/siting/synthetic-municipalities.ts';
import { packs } from './packs.ts';
import { surveyedAll } from './places.ts';
import { toolMissing } from './tools.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CHROMIUM = '/usr/bin/chromium';
/** The flags stack.md lists for Debian's Chromium in a container. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Why the browser suites cannot run here (skip locally), or false; throws with CI=true. */
export function chromiumMissing(): string | false {
  return toolMissing('chromium', 'chromium');
}

// ---------------------------------------------------------------------------------------------
// The build

function newestUnder(dir: string): number {
  let t = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const s = statSync(p);
    t = Math.max(t, s.isDirectory() ? newestUnder(p) : s.mtimeMs);
  }
  return t;
}

/** Whether web/dist is older than the application's sources (or missing). */
export function webBuildStale(): boolean {
  const index = join(DEFAULT_WEB_DIR, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = Math.max(
    newestUnder(join(ROOT, 'web/src')),
    newestUnder(join(ROOT, 'web/public')),
    statSync(join(ROOT, 'web/index.html')).mtimeMs,
    statSync(join(ROOT, 'web/vite.config.ts')).mtimeMs,
  );
  return sources > built;
}

/** Builds web/dist when stale; one test file at a time (a lock directory). */
export function ensureWebBuilt(): void {
  if (!webBuildStale()) return;
  const lock = join(ROOT, 'web/.build-lock');
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`web build lock ${lock} held for 2 minutes: remove it`);
      spawnSync('sleep', ['0.5']);
    }
  }
  try {
    if (!webBuildStale()) return;
    const r = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`npm run build:web failed:\n${r.stdout}\n${r.stderr}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The server and its data

export const OFFICIAL = { email: 'maria.servidora@belem.example', password: 'senha-de-teste-123', name: 'Maria Servidora' };
export const CNPJ_BOA_ESPERANCA = '11.222.333/0001-81';
/** An applicant of Belém and Belém's municipal administrator (the role screens' tests). */
export const APPLICANT = { email: 'joao.requerente@example.com', password: 'senha-de-teste-123', name: 'João Requerente' };
export const MUNICIPAL_ADMIN = { email: 'ana.admin@belem.example', password: 'senha-de-teste-123', name: 'Ana Administradora' };

/** Belém: a licensed outlet; the places around it are laid out in metres from it. */
export const BELEM_OUTLET: [number, number] = [-48.48, -1.45];
export const BELEM_SCHOOL = destination(BELEM_OUTLET, 90, 800);
/** Salvador: a licensed outlet near Barra. */
export const SALVADOR_OUTLET: [number, number] = [-38.51, -12.99];
/** Vitória da Conquista: the centre of a transition zone (art. 2, II), 3,5 km from the examples' lot. */
export const VDC_TRANSITION: [number, number] = [-40.87, -14.84];

export interface WebWorld {
  url: string;
  running: Running;
  /** Today as the server counts it (America/Sao_Paulo), YYYY-MM-DD. */
  today: string;
  licences: { valid: string; revoked: string; expired: string; suspended: string; vehicle: string; notYet: string };
  close(): Promise<void>;
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const SEED: Scope = { userId: 'test:web-seed', municipality: null, roles: ['system-admin'], requestId: 'web-seed' };

export async function startWorld(): Promise<WebWorld> {
  ensureWebBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'glp-web-world-'));
  const opened = await openApi({ packs, dataDir: dir, env: {}, log: () => {}, config: { web: { dir: DEFAULT_WEB_DIR } } });
  const running = await listen(opened, '127.0.0.1', 0);
  const { repo } = opened.deps;
  const today = opened.deps.today();
  const boundaries = realBoundaries(packs);
  const base = { source: 'cadastro de teste', importedAt: `${today}T12:00:00.000Z`, validFrom: null, validTo: null, data: {} };
  const point = (c: [number, number]) => ({ type: 'Point' as const, coordinates: c });
  const place = (municipality: string, category: string, name: string, c: [number, number], status: string | null = null) => ({
    ...base,
    municipality,
    category,
    status,
    name,
    geometry: point(c),
  });
  const vdcZone = {
    type: 'Polygon' as const,
    coordinates: [[45, 135, 225, 315, 45].map((a) => destination(VDC_TRANSITION, a, 300 * Math.SQRT2))],
  };
  await repo.insertPlaces(SEED, [
    {
      ...base,
      municipality: 'belem-pa',
      category: 'municipal-boundary',
      status: null,
      name: 'Belém',
      geometry: boundaries.get('belem-pa') ?? null,
    },
    {
      ...base,
      municipality: 'salvador-ba',
      category: 'municipal-boundary',
      status: null,
      name: 'Salvador',
      geometry: boundaries.get('salvador-ba') ?? null,
    },
    place('belem-pa', 'glp-outlet', 'Revenda Boa Esperança', BELEM_OUTLET, 'licensed'),
    place('belem-pa', 'glp-outlet', 'Gás do Marco', destination(BELEM_OUTLET, 20, 2500), 'existing'),
    place('belem-pa', 'glp-outlet', 'Revenda Pedreira', destination(BELEM_OUTLET, 300, 3200), 'licensed'),
    place('belem-pa', 'school', 'Escola Estadual Paulo Maranhão', BELEM_SCHOOL),
    place('belem-pa', 'church', 'Igreja de Nazaré', destination(BELEM_OUTLET, 200, 1500)),
    place('belem-pa', 'hospital', 'Hospital de Clínicas', destination(BELEM_OUTLET, 150, 2200)),
    place('salvador-ba', 'glp-outlet', 'Revenda Barra Gás', SALVADOR_OUTLET, 'licensed'),
    place('salvador-ba', 'public-assembly', 'Arena de Eventos', destination(SALVADOR_OUTLET, 45, 900)),
    // A square of 600 m around VDC_TRANSITION: "Zonas de transição residencial/comércio" (art. 2, II).
    {
      ...place('vitoria-da-conquista-ba', 'zone', 'Av. Brumado (transição)', VDC_TRANSITION),
      data: { kind: 'transition' },
      geometry: vdcZone,
    },
  ]);
  // The registries are complete: every category declared surveyed (issue 7 item 1).
  await repo.surveys.declare(SEED, [...surveyedAll('belem-pa'), ...surveyedAll('salvador-ba')]);

  const establishment = async (municipality: string, name: string, cnpj: string | null, location: [number, number] | null) =>
    repo.createEstablishment(SEED, {
      municipality,
      name,
      cnpj,
      address: {},
      location,
      ownerUserId: null,
      status: 'active',
      data: {},
    });
  const licence = async (
    e: { id: string; municipality: string },
    number: string,
    kind: 'alvara' | 'tvl' | 'vehicle',
    issuedOn: string,
    expiresOn: string | null,
    status: 'active' | 'suspended' | 'revoked' | 'expired',
    plate: string | null = null,
  ) =>
    repo.createLicence(SEED, {
      municipality: e.municipality,
      establishmentId: e.id,
      number,
      kind,
      class: kind === 'vehicle' ? null : 'II',
      issuedOn,
      expiresOn,
      status,
      plate,
    });
  const boa = await establishment('belem-pa', 'Revenda Boa Esperança Ltda', CNPJ_BOA_ESPERANCA, BELEM_OUTLET);
  const marco = await establishment('belem-pa', 'Gás do Marco Comércio', null, null);
  const velha = await establishment('belem-pa', 'Depósito Cidade Velha', null, null);
  const barra = await establishment('salvador-ba', 'Revenda Barra Gás Ltda', null, SALVADOR_OUTLET);
  const licences = {
    valid: 'ALV-2026-0001',
    revoked: 'ALV-2024-0007',
    expired: 'ALV-2023-0003',
    suspended: 'TVL-2025-0042',
    vehicle: 'VEI-2026-0005',
    notYet: 'ALV-2027-0009',
  };
  await licence(boa, licences.valid, 'alvara', addDays(today, -30), addDays(today, 335), 'active');
  await licence(boa, licences.vehicle, 'vehicle', addDays(today, -10), addDays(today, 355), 'active', 'ABC1D23');
  await licence(marco, licences.revoked, 'alvara', addDays(today, -700), null, 'revoked');
  await licence(velha, licences.expired, 'alvara', addDays(today, -1000), addDays(today, -1), 'active');
  await licence(velha, licences.notYet, 'alvara', addDays(today, 1), addDays(today, 366), 'active');
  await licence(barra, licences.suspended, 'tvl', addDays(today, -200), addDays(today, 165), 'suspended');

  await repo.createUser(SEED, {
    email: OFFICIAL.email,
    name: OFFICIAL.name,
    municipality: 'belem-pa',
    roles: ['licensing-officer'],
    passwordHash: await hashPassword(OFFICIAL.password),
    oidcIssuer: null,
    oidcSubject: null,
    disabled: false,
  });

  for (const [who, roles] of [
    [APPLICANT, ['applicant']],
    [MUNICIPAL_ADMIN, ['municipal-admin']],
  ] as const) {
    await repo.createUser(SEED, {
      email: who.email,
      name: who.name,
      municipality: 'belem-pa',
      roles: [...roles],
      passwordHash: await hashPassword(who.password),
      oidcIssuer: null,
      oidcSubject: null,
      disabled: false,
    });
  }

  return {
    url: running.url,
    running,
    today,
    licences,
    close: async () => {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The browser

export function launchBrowser(): Promise<Browser> {
  // playwright-core gives every launch a fresh temporary profile (--user-data-dir).
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

export interface Watched {
  page: Page;
  /**
   * CSP violations, page errors, console errors, requests to other origins and HTTP errors seen
   * so far; an HTTP error the test provoked is named in `expected` ("401 POST /api/auth/login").
   */
  problems(expected?: readonly string[]): string[];
}

/** A page that records what must never happen: CSP violations, errors, requests off this origin. */
export async function watchedPage(context: BrowserContext, origin: string): Promise<Watched> {
  const page = await context.newPage();
  const seen: string[] = [];
  // Runs before the page's own scripts, through the DevTools protocol (not subject to the CSP).
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => {
    console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI);
  });`);
  page.on('console', (m) => {
    // A failed request is reported by the response listener below, with its method and path.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) seen.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) seen.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) seen.push(`request off origin: ${u}`);
  });
  return { page, problems: (expected = []) => seen.filter((p) => !expected.includes(p)) };
}

export async function newContext(browser: Browser, viewport: ViewportName, lang = 'pt-BR'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: lang,
    timezoneId: 'America/Sao_Paulo',
    ...(viewport === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
  // A screen that does not answer in 10 s has failed; no need to wait Playwright's 30 s.
  context.setDefaultTimeout(10_000);
  return context;
}

// ---------------------------------------------------------------------------------------------
// Accessibility and screenshots

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is. Injected through the DevTools
 * protocol (page.evaluate), not a <script> tag, so the page's CSP stays as strict as it is.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(`${AXE}\n;0`);
  return page.evaluate(`axe
    .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })
    .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))`);
}

/** The serious and critical violations, one line each (empty when there are none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * docs/screenshots/<name>-<viewport>.png with GLP_WRITE_SCREENSHOTS=1 (what the README shows);
 * otherwise into a temporary directory, so an ordinary run leaves the working tree alone.
 */
const SHOTS = process.env.GLP_WRITE_SCREENSHOTS === '1' ? join(ROOT, 'docs/screenshots') : mkdtempSync(join(tmpdir(), 'glp-shots-'));
export async function screenshot(page: Page, name: string, viewport: ViewportName, at?: Locator): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}-${viewport}.png`);
  if (at) {
    // The screen as a reader sees it once scrolled to this part.
    const box = await at.boundingBox();
    if (box) await page.evaluate(`window.scrollBy(0, ${Math.round(box.y) - 8})`);
    await page.screenshot({ path, animations: 'disabled' });
    return path;
  }
  // The top of the page, as tall as a reader scrolls at a glance (a law runs to many screens).
  const height = Math.min(await page.evaluate('document.documentElement.scrollHeight'), viewport === 'phone' ? 1800 : 1300);
  await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width: VIEWPORTS[viewport].width, height }, animations: 'disabled' });
  return path;
}

// ---------------------------------------------------------------------------------------------
// A suite of screens: one server and one browser per test file, a context per viewport

/** A locator's text with whitespace collapsed. */
export async function text(l: Locator): Promise<string> {
  return ((await l.textContent()) ?? '').replace(/\s+/g, ' ');
}

export interface Screens {
  viewport: ViewportName;
  world(): WebWorld;
  context(): BrowserContext;
  page(): Page;
  /** Problems seen so far (see Watched). */
  problems(expected?: readonly string[]): string[];
  /** axe-core finds no serious or critical violation, nothing went wrong, and nothing scrolls sideways. */
  clean(what: string, expected?: readonly string[]): Promise<void>;
}

/**
 * describe(name) with the world and Chromium started once, then `body` registered for the
 * desktop and the phone viewport, each in its own browser context (cookies, storage) and page.
 * Skipped locally without Chromium (one line naming the Debian package); fails with CI=true.
 */
export function describeScreens(name: string, body: (s: Screens) => void): void {
  const skip = chromiumMissing();
  describe(name, { skip }, () => {
    let world: WebWorld;
    let browser: Browser;
    before(async () => {
      world = await startWorld();
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      await world?.close();
    });
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      describe(viewport, () => {
        let context: BrowserContext;
        let watched: Watched;
        before(async () => {
          context = await newContext(browser, viewport);
          watched = await watchedPage(context, world.url);
        });
        after(async () => {
          await context?.close();
        });
        body({
          viewport,
          world: () => world,
          context: () => context,
          page: () => watched.page,
          problems: (expected) => watched.problems(expected),
          clean: async (what, expected = []) => {
            const page = watched.page;
            assert.deepEqual(await seriousViolations(page), [], `axe on ${what} (${viewport})`);
            assert.deepEqual(watched.problems(expected), [], `problems on ${what} (${viewport})`);
            const overflow = (await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
            assert.ok(overflow <= 0, `${what} (${viewport}): the page scrolls sideways by ${overflow} px`);
          },
        });
      });
    }
  });
}

/** Signs out through the header's "Sair" and waits for the signed-out header. */
export async function signOut(page: Page): Promise<void> {
  // The last action's refetches settle first: one still in flight when the session ends answers
  // 401, and the next screen's check would count it as that screen's problem.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.locator('header', { hasText: 'Entrar' }).waitFor();
}

/** A bearer token for the account, through the API's own login and token endpoints. */
export async function tokenOf(url: string, who: { email: string; password: string }, name = 'teste de licenciamento'): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  assert.equal(login.status, 200, await login.clone().text());
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const t = await fetch(`${url}/api/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ name }),
  });
  assert.equal(t.status, 201, await t.clone().text());
  return ((await t.json()) as { token: string }).token;
}

/** Signs in through /entrar and waits for the signed-in header. */
export async function signIn(page: Page, url: string, who: { email: string; password: string; name: string }): Promise<void> {
  await page.goto(`${url}/entrar`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha').fill(who.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await page.getByText(`Você já está conectado como ${who.name}`).waitFor();
}

/** One API call with a bearer token, setting the stage of a browser test; anything but 2xx fails the test with the problem. */
export async function apiCall(url: string, token: string, method: string, path: string, body?: unknown, ifMatch?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  if (ifMatch) headers['if-match'] = ifMatch;
  const r = await fetch(`${url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const payload = await r.text();
  assert.ok(r.ok, `${method} ${path}: ${r.status} ${payload}`);
  return { json: JSON.parse(payload) as Record<string, unknown>, etag: r.headers.get('etag') ?? '' };
}
