/** @jest-environment node */
// How the site's server puts a page's first view (shell/src/server) into the shell's HTML.
import { registerRemote, remoteStyleElement, serverPageStateJson } from 'shared-lib';
import { injectBody, isPrerendered } from './page-handler';

const TEMPLATE = '<!doctype html><html lang=az><head><title>Pizza Inn</title></head><body><div id=root></div></body></html>';

it('renders public pages addressed with their language; not session, admin, unprefixed or unknown pages', () => {
  for (const path of ['/en', '/az/menu', '/ru/mokaland', '/en/menu/3', '/tr/reservations', '/en/cart', '/en/location'])
    expect([path, isPrerendered(path)]).toEqual([path, true]);
  for (const path of ['/en/checkout', '/en/track-order/AB12', '/en/profile', '/en/login', '/admin', '/admin/orders', '/menu', '/', '/en/no-such-page'])
    expect([path, isPrerendered(path)]).toEqual([path, false]);
});

it('writes the view into the root, its stylesheets into the head and the state it was written with after the root, escaped', () => {
  const serverState = {
    queries: { 'menuItems({"lang":"en","menu":"main"})': { status: 'fulfilled', data: [{ name: '</script><script>alert(1)</script>' }] } },
  };
  const html = injectBody(
    TEMPLATE,
    { html: '<main>Menu</main>', head: '<style data-remote-style="menu">.a{}</style>' },
    { restaurant: { name: 'Pizza Inn' }, serverState },
  );
  expect(html).toContain('<style data-remote-style="menu">.a{}</style></head>');
  expect(html).toContain('<div id="root"><main>Menu</main></div><script type="application/json" id="server-page-state">');
  expect(html).not.toContain('</script><script>alert(1)');
  const json = /id="server-page-state">([^<]*)<\/script>/.exec(html)![1]!;
  expect(JSON.parse(json)).toEqual({ restaurant: { name: 'Pizza Inn' }, serverState });
  expect(injectBody(TEMPLATE, { html: '<p>Home</p>', head: '' })).not.toContain('server-page-state');
  expect(serverPageStateJson({ restaurant: { name: '<b>' } })).toBe('{"restaurant":{"name":"\\u003cb>"}}');
});

it('a remote’s registration carries its stylesheet and texts for the pages it renders on the server', () => {
  const texts = { menu: { az: { a: 'A' }, en: { a: 'A' }, ru: { a: 'А' }, tr: { a: 'A' } } };
  const registration = registerRemote({ remote: 'menu', css: '.menu-card{color:red}', translations: texts });
  expect(registration).toEqual({ remote: 'menu', styles: [{ remote: 'menu', css: '.menu-card{color:red}' }], translations: texts, slices: [] });
  expect(remoteStyleElement({ remote: 'menu"><x', css: 'a{content:"</style><script>"}' })).toBe(
    '<style data-remote-style="menux">a{content:"<\\/style><script>"}</style>',
  );
});
