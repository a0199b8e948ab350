/**
 * In a real browser against the real server: the home page, the menu and skip link by keyboard,
 * the language switch, the law browser (a unit's text with the rule and its dated parameter
 * beside it), the comparison of municipalities, and the not-found page — on a desktop and a
 * phone viewport, each checked with axe-core and free of CSP violations, errors and requests to
 * other origins. Expected values are the laws' own words.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeScreens, screenshot, text } from '../support/web.ts';

describeScreens('public law screens in Chromium', (s) => {
  it('home: the public services, the skip link first, the menu by keyboard', async () => {
    const page = s.page();
    await page.goto(s.world().url);
    await page.getByRole('heading', { level: 1, name: 'Serviços públicos' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'pt-BR');
    assert.equal(await page.locator('main .br-card').count(), 5);
    assert.deepEqual(
      await page.evaluate('[...document.querySelectorAll("header, nav, main, footer")].map((e) => e.tagName.toLowerCase())'),
      ['nav', 'header', 'nav', 'main', 'nav', 'footer'],
      'landmarks: skip links, header, menu (hidden), main with its breadcrumbs, footer',
    );
    await s.clean('/');
    await screenshot(page, 'inicio', s.viewport);
    // The first Tab reaches the skip link; following it moves the focus to the main content.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate('document.activeElement.textContent'), 'Ir para o conteúdo principal');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate('document.activeElement.id'), 'main-content');
    // The menu opens from its button, takes the focus, and Escape gives it back.
    await page.locator('#menu-trigger').focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#main-navigation');
    await menu.getByRole('link', { name: 'Posso abrir aqui?' }).waitFor();
    assert.equal(await page.evaluate('document.getElementById("main-navigation").contains(document.activeElement)'), true);
    await s.clean('/ with the menu open');
    await page.keyboard.press('Escape');
    assert.equal(await menu.isHidden(), true);
    assert.equal(await page.evaluate('document.activeElement.id'), 'menu-trigger');
    // A menu entry leads to its page.
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Leis municipais' }).click();
    await page.getByRole('heading', { level: 1, name: 'Leis municipais' }).waitFor();
    assert.equal(await menu.isHidden(), true);
  });

  it('switches to English and back, and remembers the choice', async () => {
    const page = s.page();
    await page.goto(s.world().url);
    await s
      .page()
      .getByRole('button', { name: /English/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Public services' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Public services' }).waitFor();
    await s.clean('/ (English)');
    await s
      .page()
      .getByRole('button', { name: /Português/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Serviços públicos' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'pt-BR');
  });

  it('lists the laws and shows each unit with the rule and its dated parameters beside it', async () => {
    const page = s.page();
    await page.goto(`${s.world().url}/leis`);
    await s
      .page()
      .getByRole('link', { name: /Ler a lei\s*:\s*Lei de Belém de 16\/01\/2012/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Belém/PA' }).waitFor();
    // Belém art. 2, I, a: "distância mínima de 500 (quinhentos) metros de raio de outro Posto…"
    const unit = page.locator('#unit-lei-2012-01-16-art2-I-a');
    const body = await text(unit);
    assert.match(body, /resguardar uma distância mínima de 500 \(quinhentos\) metros/);
    assert.match(body, /Distância mínima de outro posto revendedor de GLP/);
    assert.match(body, /500 m desde 16\/01\/2012/);
    // Belém art. 2, I: "área mínima de 400 m2, com testada mínima de 20 metros".
    const lot = await text(page.locator('#unit-lei-2012-01-16-art2-I'));
    assert.match(lot, /400 m² desde 16\/01\/2012/);
    assert.match(lot, /20 m desde 16\/01\/2012/);
    // A unit no rule applies says how it is carried.
    assert.match(await text(page.locator('#unit-lei-2012-01-16-art8')), /Procedimento/);
    await s.clean('/leis/belem-pa');
    await screenshot(page, 'lei', s.viewport, page.locator('h3', { hasText: /^Art\. 2º$/ }));
    // Jumping to an article moves the focus to its heading.
    await page.getByLabel('Ir para o artigo').selectOption({ label: 'Art. 6º' });
    assert.equal(await page.evaluate('document.activeElement.textContent'), 'Art. 6º');
  });

  it('compares the municipalities side by side', async () => {
    const page = s.page();
    await page.goto(`${s.world().url}/leis/comparar`);
    const row = page.locator('tr', { has: page.getByRole('rowheader', { name: 'revenda de GLP', exact: true }) });
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    // Columns in the municipalities' order: Belém, Nova Odessa, Salvador, Vitória da Conquista.
    assert.match(cells[0] ?? '', /no mínimo 500 m/); // Belém art. 2, I, a
    assert.equal(cells[1], '—'); // Nova Odessa sets no distance between outlets
    assert.match(cells[2] ?? '', /no mínimo 400 m.*art\. 2º, III/); // Salvador art. 2, III
    assert.match(cells[3] ?? '', /300 m.*art\. 22/); // Vitória da Conquista art. 22
    // Nova Odessa art. 5, I, a: "até 520 Kg de GLP" is class I — 40 cylinders of 13 kg.
    const classes = page.locator('tr', { has: page.getByRole('rowheader', { name: '40 P13 (520 kg)' }) });
    assert.match((await classes.locator('td').allTextContents())[1] ?? '', /^I\b/);
    // Salvador art. 15, III: "multa variável de R$ 100,00 (cem reais) a R$ 300,00".
    const fines = page.locator('tr', { has: page.getByRole('rowheader', { name: 'Multas' }) });
    assert.match(((await fines.locator('td').allTextContents())[2] ?? '').replace(/\s/g, ' '), /R\$ 100,00 a R\$ 300,00/);
    await s.clean('/leis/comparar');
    await screenshot(page, 'comparar', s.viewport);
  });

  it('answers an unknown address with a not-found page', async () => {
    const page = s.page();
    await page.goto(`${s.world().url}/nao/existe`);
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    assert.match(await text(page.locator('main')), /\/nao\/existe/);
    await s.clean('/nao/existe');
  });
});
