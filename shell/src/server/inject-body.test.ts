/** @jest-environment node */
// How the site's server puts a page's first view (shell/src/server) into the shell's HTML.
import { collectRemoteStyles, injectRemoteStyles, provideServerAnswers, remoteStyleElement, serverAnswer, serverAnswersJson } from 'shared-lib';
import { injectBody, isPrerendered, menuAnswers } from './page-handler';

const TEMPLATE = '<!doctype html><html lang=az><head><title>Pizza Inn</title></head><body><div id=root></div></body></html>';

it('renders public pages addressed with their language; not session, admin, unprefixed or unknown pages', () => {
  for (const path of ['/en', '/az/menu', '/ru/mokaland', '/en/menu/3', '/tr/reservations', '/en/cart', '/en/location']) expect([path, isPrerendered(path)]).toEqual([path, true]);
  for (const path of ['/en/checkout', '/en/track-order/AB12', '/en/profile', '/en/login', '/admin', '/admin/orders', '/menu', '/', '/en/no-such-page'])
    expect([path, isPrerendered(path)]).toEqual([path, false]);
});

it('writes the view into the root, its stylesheets into the head and the answers after the root, escaped', () => {
  const html = injectBody(TEMPLATE, { html: '<main>Menu</main>', head: '<style data-remote-style="menu">.a{}</style>' }, { '/menu/items?lang=en': [{ name: '</script><script>alert(1)</script>' }] });
  expect(html).toContain('<style data-remote-style="menu">.a{}</style></head>');
  expect(html).toContain('<div id="root"><main>Menu</main></div><script type="application/json" id="server-answers">');
  expect(html).not.toContain('</script><script>alert(1)');
  const json = /id="server-answers">([^<]*)<\/script>/.exec(html)![1]!;
  expect(JSON.parse(json)).toEqual({ '/menu/items?lang=en': [{ name: '</script><script>alert(1)</script>' }] });
  expect(injectBody(TEMPLATE, { html: '<p>Home</p>', head: '' })).not.toContain('server-answers');
});

it('gives a menu page the answers of the two requests the menu makes, in its language', () => {
  const menu = { categories: [{ slug: 'pizza' }], items: [{ id: 1 }] } as never;
  expect(menuAnswers('/ru/menu', menu)).toEqual({ '/menu/categories?lang=ru': [{ slug: 'pizza' }], '/menu/items?lang=ru': [{ id: 1 }] });
  expect(Object.keys(menuAnswers('/en/mokaland', menu))).toEqual(['/mokaland-menu/categories?lang=en', '/mokaland-menu/items?lang=en']);
  expect(menuAnswers('/en/location', menu)).toEqual({});
  expect(menuAnswers('/en/menu', undefined)).toEqual({});
});

it('hands the answers to the first render and escapes them for a script element', () => {
  provideServerAnswers({ '/menu/items?lang=en': [1, 2] });
  expect(serverAnswer('/menu/items', 'en')).toEqual([1, 2]);
  expect(serverAnswer('/menu/items', 'ru')).toBeUndefined();
  provideServerAnswers({});
  expect(serverAnswer('/menu/items', 'en')).toBeUndefined();
  expect(serverAnswersJson({ a: '<b>' })).toBe('{"a":"\\u003cb>"}');
});

it('collects a remote stylesheet on the server instead of adding it to a document', () => {
  const { result, styles } = collectRemoteStyles(() => {
    injectRemoteStyles('menu', '.menu-card{color:red}');
    return 'loaded';
  });
  expect(result).toBe('loaded');
  expect(styles).toEqual([{ remote: 'menu', css: '.menu-card{color:red}' }]);
  expect(remoteStyleElement({ remote: 'menu"><x', css: 'a{content:"</style><script>"}' })).toBe('<style data-remote-style="menux">a{content:"<\\/style><script>"}</style>');
});
