/** @jest-environment node */
// The site's server renders the first view of public pages with this module (in shell/dist-server/render-worker.js, built by webpack.server.js).
import { renderPage } from './render-page';

jest.mock('../remotes/remote-loader', () => jest.requireActual('./remote-loader'));
// the server build's stand-ins (webpack.server.js)
jest.mock('../routing/site-pages', () => jest.requireActual('./site-pages'));

it('renders the home page in the asked language, with the restaurant from the settings', async () => {
  const page = await renderPage({ path: '/en', lang: 'en', restaurant: { phone: '+994 12 555 55 55' } });
  expect(page.html).toContain('Pizza on the square since 1995');
  expect(page.html).toContain('Stone-baked pizza, pasta and breakfast in the heart of Baku.');
  expect(page.html).toContain('+994 12 555 55 55');
  const ru = await renderPage({ path: '/ru/location', lang: 'ru', restaurant: {} });
  expect(ru.html).toContain('Перейти к содержимому');
  expect(ru.html).not.toContain('Skip to content');
});

it('writes the controls as they are (the browser hydrates them), and a remote section without its server build in its loading state', async () => {
  const page = await renderPage({ path: '/en/menu', lang: 'en', restaurant: {} });
  expect(page.html).toMatch(/data-part="mf_menu"/);
  expect(page.html).toContain('Loading...');
  expect(page.html).toMatch(/<button type="button" class="icon-button desktop-only" aria-label="Switch to dark theme">/);
  expect(page.html).not.toContain('disabled');
  expect(page.head).toBe('');
});

it('renders pages side by side, each in its own language', async () => {
  const pages = await Promise.all([
    renderPage({ path: '/az/location', lang: 'az', restaurant: {} }),
    renderPage({ path: '/ru/location', lang: 'ru', restaurant: {} }),
    renderPage({ path: '/en/location', lang: 'en', restaurant: {} }),
    renderPage({ path: '/tr/location', lang: 'tr', restaurant: {} }),
  ]);
  expect(pages.map((p) => /lang="(\w\w)"|href="\/(\w\w)\/menu"/.exec(p.html)?.slice(1).find(Boolean))).toEqual(['az', 'ru', 'en', 'tr']);
  expect(pages[1]!.html).toContain('Перейти к содержимому');
  expect(pages[0]!.html).not.toContain('Перейти к содержимому');
  expect(pages[2]!.html).toContain('Skip to content');
  expect(pages[3]!.html).not.toContain('Skip to content');
});

it('never initialises the process’s global i18next: each page has its own instance in its own language', async () => {
  const i18next = (await import('i18next')).default;
  await renderPage({ path: '/ru/location', lang: 'ru', restaurant: {} });
  await renderPage({ path: '/tr/location', lang: 'tr', restaurant: {} });
  expect(i18next.isInitialized).toBeFalsy();
  expect(i18next.language).toBeUndefined();
});

it('renders the public pages the browser loads on their first visit whole and in place, from their first request on', async () => {
  // no test above renders these two: this is the server's first render of each
  const [about, contact] = await Promise.all([
    renderPage({ path: '/en/about', lang: 'en', restaurant: {} }),
    renderPage({ path: '/en/contact', lang: 'en', restaurant: {} }),
  ]);
  for (const [page, title] of [
    [about, 'About us'],
    [contact, 'Contact us'],
  ] as const) {
    expect(page.html).toContain(`<h1>${title}</h1>`);
    // neither a loading state sent first nor the page streamed after the rest of the HTML
    expect(page.html).not.toMatch(/<template id="B:|<div hidden id="S:|Loading\.\.\./);
  }
});
