/**
 * Issue 12, "Done when": a newcomer signs in with the demo accounts the README documents. In
 * Chromium against the real server, on a desktop and a phone: the accounts made by `glp demo`
 * (the README's command itself, on the server's database) — read from README's table, not
 * copied here — each signs in and lands on its role's start links (its menu), and the first one
 * opens its screen; "Entrar com gov.br" shows only when OpenID Connect is configured and signs
 * in through a real provider (oidc-provider in this process) to the linked account; a refusal
 * of the API on a Portuguese screen reads in Portuguese, and in English once English is chosen.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { listen, openApi, type Running } from '../../src/api/server.ts';
import { DEFAULT_WEB_DIR } from '../../src/api/web.ts';
import { DEMO_ACCOUNTS } from '../../src/domain/demo-accounts.ts';
import type { Role } from '../../src/domain/roles.ts';
import { glp } from '../support/cli.ts';
import { packs } from '../support/packs.ts';
import { freePort } from '../support/run.ts';
import {
  chromiumMissing,
  ensureWebBuilt,
  launchBrowser,
  newContext,
  screenshot,
  seriousViolations,
  text,
  VIEWPORTS,
  type ViewportName,
  type Watched,
  watchedPage,
  signOut,
} from '../support/web.ts';

// oidc-provider announces its development defaults on the console; known and intended here.
for (const level of ['warn', 'info'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider')) return;
    original(...args);
  };
}

const README = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

/** The e-mails and passwords of README's "Demo accounts" table. */
function readmeAccounts(): { email: string; password: string }[] {
  const start = README.indexOf('### Demo accounts');
  assert.ok(start >= 0, 'README has a "Demo accounts" section');
  const section = README.slice(start, README.indexOf('\n## ', start));
  return [...section.matchAll(/^\|[^|\n]*\|[^|\n]*\|\s*`([^`]+@[^`]+)`\s*\|\s*`([^`]+)`\s*\|/gm)].map((m) => ({
    email: m[1] as string,
    password: m[2] as string,
  }));
}

/**
 * Where each role starts (the menus of issue 12's paths): the links its start list must hold;
 * the first is where its first link leads, with that screen's heading.
 */
const STARTS: Record<Role, { links: string[]; heading: RegExp }> = {
  applicant: { links: ['/pedidos', '/pedidos/novo'], heading: /Meus pedidos/ },
  'licensing-officer': { links: ['/fila', '/campo', '/campo/veiculo'], heading: /Fila de trabalho/ },
  reviewer: { links: ['/fila'], heading: /Fila de trabalho/ },
  'fire-brigade': { links: ['/fila'], heading: /Fila de trabalho/ },
  inspector: { links: ['/fila', '/vistoria', '/campo', '/campo/veiculo', '/campo/som'], heading: /Fila de trabalho/ },
  distributor: { links: ['/licencas', '/verificar'], heading: /Consultar licenças/ },
  'municipal-admin': { links: ['/fila', '/admin/usuarios', '/admin/parametros', '/admin/importar'], heading: /Fila de trabalho/ },
  'system-admin': { links: ['/fila', '/admin/usuarios', '/admin/parametros', '/admin/importar'], heading: /Fila de trabalho/ },
};

const CLIENT_ID = 'glp-licenciamento';
const CLIENT_SECRET = 'a-client-secret-for-tests-only';
const GOVBR = { subject: '12345678909', email: 'pessoa.govbr@belem.example', name: 'Pessoa do gov.br' };

async function signIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/entrar`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await page.getByText(/^Você já está conectado como /).waitFor();
}

async function clean(w: Watched, what: string, expected: readonly string[] = []): Promise<void> {
  assert.deepEqual(await seriousViolations(w.page), [], `axe on ${what}`);
  assert.deepEqual(w.problems(expected), [], `problems on ${what}`);
  const overflow = (await w.page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
  assert.ok(overflow <= 0, `${what}: the page scrolls sideways by ${overflow} px`);
}

describe('demo accounts, gov.br sign-in and the API in Portuguese, in Chromium', { skip: chromiumMissing() }, () => {
  const dirs: string[] = [];
  let running: Running;
  let plain: Running;
  let url: string;
  let provider: Server;
  let browser: Browser;

  before(async () => {
    ensureWebBuilt();
    const dir = mkdtempSync(join(tmpdir(), 'glp-web-access-'));
    const plainDir = mkdtempSync(join(tmpdir(), 'glp-web-access-plain-'));
    dirs.push(dir, plainDir);
    // README "Demo accounts": `glp demo` (the accounts and Belém's registry), on the database the server then opens.
    const made = await glp(['demo', '--data-dir', dir]);
    assert.equal(made.code, 0, made.err);

    // A real OpenID Connect provider, its client registered with this server's callback.
    provider = createServer();
    await new Promise<void>((ok) => provider.listen(0, '127.0.0.1', ok));
    const issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const { default: Provider } = await import('oidc-provider');
    const oidc = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${url}/api/auth/oidc/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      async findAccount(_ctx, sub) {
        return { accountId: sub, claims: async () => ({ sub, name: GOVBR.name }) };
      },
      claims: { openid: ['sub'], profile: ['name'] },
      features: { devInteractions: { enabled: true } },
      pkce: { required: () => true },
      cookies: { keys: ['cookie-key-for-tests-only'] },
    });
    oidc.on('server_error', () => {});
    provider.on('request', oidc.callback());

    const opened = await openApi({
      packs,
      dataDir: dir,
      env: {
        GLP_OIDC_ISSUER: issuer,
        GLP_OIDC_CLIENT_ID: CLIENT_ID,
        GLP_OIDC_CLIENT_SECRET: CLIENT_SECRET,
        GLP_OIDC_REDIRECT_URL: `${url}/api/auth/oidc/callback`,
      },
      log: () => {},
      config: { web: { dir: DEFAULT_WEB_DIR } },
    });
    running = await listen(opened, '127.0.0.1', port);
    // The account an administrator linked to a gov.br identity (on gov.br the subject is the CPF).
    await opened.deps.repo.createUser(
      { userId: 'test', municipality: null, roles: ['system-admin'], requestId: 'test' },
      {
        email: GOVBR.email,
        name: GOVBR.name,
        municipality: 'belem-pa',
        roles: ['inspector'],
        passwordHash: null,
        oidcIssuer: issuer,
        oidcSubject: GOVBR.subject,
        disabled: false,
      },
    );
    // The same server without OpenID Connect.
    plain = await listen(
      await openApi({ packs, dataDir: plainDir, env: {}, log: () => {}, config: { web: { dir: DEFAULT_WEB_DIR } } }),
      '127.0.0.1',
      0,
    );
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await running?.close();
    await plain?.close();
    await new Promise<void>((ok) => (provider ? provider.close(() => ok()) : ok()));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('README documents exactly the accounts `glp demo` makes, and runs that command', () => {
    assert.match(README, /### Demo accounts[\s\S]*```sh\nnpx glp demo +#[^\n]*\nnpx glp serve\n```/);
    const documented = readmeAccounts();
    assert.deepEqual(documented.map((a) => a.email).sort(), DEMO_ACCOUNTS.map((a) => a.email).sort());
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    describe(viewport, () => {
      let context: BrowserContext;
      let w: Watched;
      before(async () => {
        context = await newContext(browser, viewport);
        w = await watchedPage(context, url);
      });
      after(() => context?.close());

      it('each documented demo account signs in and lands on its role’s start links; the first opens its screen', async () => {
        const page = w.page;
        for (const { email, password } of readmeAccounts()) {
          const account = DEMO_ACCOUNTS.find((a) => a.email === email);
          assert.ok(account, `${email} is a demo account`);
          await signIn(page, url, email, password);
          await page.getByText(`Você já está conectado como ${account.name}.`).waitFor();
          const start = page.getByRole('navigation', { name: 'Para começar' });
          const hrefs = await start.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
          const want = STARTS[account.role];
          for (const l of want.links) assert.ok(hrefs.includes(l), `${email}: start links ${hrefs.join(' ')} include ${l}`);
          assert.equal(hrefs[0], want.links[0], `${email}: starts at ${want.links[0]}`);
          if (email === DEMO_ACCOUNTS[0]?.email) await clean(w, `/entrar signed in as ${email} (${viewport})`);
          await start.getByRole('link').first().click();
          await page.waitForURL(`${url}${want.links[0]}`);
          await page.getByRole('heading', { level: 1, name: want.heading }).waitFor();
          await signOut(page);
        }
        assert.deepEqual(w.problems(), [], viewport);
      });

      it('“Entrar com gov.br” is offered when OpenID Connect is configured, and signs in to the linked account', async () => {
        const page = w.page;
        await page.goto(`${url}/entrar`);
        const govbr = page.getByRole('link', { name: 'Entrar com gov.br' });
        await govbr.waitFor();
        assert.match((await govbr.getAttribute('class')) ?? '', /\bbr-sign-in\b/);
        assert.equal(await govbr.getAttribute('href'), '/api/auth/oidc/login?returnTo=%2Fentrar');
        await clean(w, `/entrar with gov.br (${viewport})`);
        await screenshot(page, 'entrar-govbr', viewport);
        // Through the provider (its own pages: off this origin by design), back signed in: a page of its own.
        const ctx = await newContext(browser, viewport);
        try {
          await flowThroughProvider(ctx);
        } finally {
          await ctx.close();
        }
        // An identity no account is linked to: back on the sign-in page, told why, not signed in.
        const stranger = await newContext(browser, viewport);
        try {
          const p = await stranger.newPage();
          await p.goto(`${url}/entrar`);
          await p.getByRole('link', { name: 'Entrar com gov.br' }).click();
          await p.locator('input[name="login"]').fill('98765432100');
          await p.locator('input[name="password"]').fill('qualquer');
          await p.locator('button[type="submit"]').click();
          await p.locator('button[type="submit"]').click(); // consent
          await p.waitForURL(`${url}/entrar?erro=gov-br-sem-conta`);
          await p
            .getByText('Você entrou no gov.br, mas nenhuma conta ativa deste sistema está vinculada a essa identidade.', { exact: false })
            .waitFor();
          assert.equal(await p.getByLabel('E-mail').count(), 1, 'the password form is still offered');
        } finally {
          await stranger.close();
        }
      });

      async function flowThroughProvider(ctx: BrowserContext): Promise<void> {
        const page = await ctx.newPage();
        await page.goto(`${url}/entrar`);
        const govbr = page.getByRole('link', { name: 'Entrar com gov.br' });
        await govbr.click();
        await page.locator('input[name="login"]').fill(GOVBR.subject);
        await page.locator('input[name="password"]').fill('qualquer');
        await page.locator('button[type="submit"]').click();
        await page.locator('button[type="submit"]').click(); // consent
        await page.waitForURL(`${url}/entrar`);
        await page.getByText(`Você já está conectado como ${GOVBR.name}.`).waitFor();
        const hrefs = await page
          .getByRole('navigation', { name: 'Para começar' })
          .getByRole('link')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        assert.ok(hrefs.includes('/vistoria'), hrefs.join(' '));
        await signOut(page);
      }

      it('without OpenID Connect the sign-in page offers the password only', async () => {
        const ctx = await newContext(browser, viewport);
        try {
          const p = await watchedPage(ctx, plain.url);
          // The answer that decides it has arrived (the page asked the API), and there is no button.
          const asked = p.page.waitForResponse((r) => r.url().endsWith('/api/auth/methods'));
          await p.page.goto(`${plain.url}/entrar`);
          assert.deepEqual(await (await asked).json(), { password: true, oidc: null });
          await p.page.getByLabel('Senha').waitFor();
          assert.equal(await p.page.getByRole('link', { name: /gov\.br/ }).count(), 0);
          assert.equal(await p.page.locator('main .br-sign-in').count(), 0);
          await clean(p, `/entrar without OpenID Connect (${viewport})`);
        } finally {
          await ctx.close();
        }
      });

      it('a refusal of the API on a Portuguese screen reads in Portuguese; in English once English is chosen', async () => {
        const page = w.page;
        const admin = DEMO_ACCOUNTS.find((a) => a.role === 'municipal-admin');
        const taken = DEMO_ACCOUNTS.find((a) => a.role === 'inspector' && a.municipality === 'belem-pa');
        assert.ok(admin && taken);
        await signIn(page, url, admin.email, 'demonstracao');
        await page.goto(`${url}/admin/usuarios`);
        const row = page.locator('tbody tr', { hasText: taken.email });
        await row.waitFor();
        // Demo accounts are marked: their passwords are public.
        assert.match(await text(row), /demo/);
        await page.getByLabel('Nome', { exact: true }).fill('Outra pessoa');
        await page.getByLabel('E-mail').fill(taken.email);
        await page.getByLabel('Município').selectOption('belem-pa');
        await page.locator('label[for="role-inspector"]').click();
        await page.getByRole('button', { name: 'Criar a conta' }).click();
        await page.getByText(`Já existe um usuário com o e-mail ${taken.email}.`).waitFor();
        await clean(w, `/admin/usuarios (refused, ${viewport})`, ['409 POST /api/users']);
        // The browser still prefers Portuguese (locale pt-BR); the choice on the screen decides.
        await page.getByRole('button', { name: /English/ }).click();
        await page.getByRole('button', { name: 'Create the account' }).click();
        await page.getByText(`A user with email ${taken.email} exists.`).waitFor();
        await page.getByRole('button', { name: /Português/ }).click();
        await page.getByRole('heading', { level: 1, name: 'Usuários e perfis' }).waitFor();
        await signOut(page);
        assert.deepEqual(w.problems(['409 POST /api/users']), []);
      });
    });
  }
});
