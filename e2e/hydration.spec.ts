// The server's page and the browser's first render agree (issue 55, item 5): React says so in the console when they do
// not (a "hydration" mismatch, minified as errors #418, #419, #423 and #425 in production builds), and throws the
// server's page away for the browser's. Every public page, the birthday booking among them, in the four languages.
import { expect, test, untilQuiet } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { mokalandItemId, storefrontPaths, withOneItemInCart } from './storefront-pages';

// (#419, a section the server left to the browser, is expected and said as information, not an error)
const HYDRATION = /#418|#423|#425|Hydration failed|didn't match|did not match/i;

test.beforeEach(() => writeRemotes(defaultRemotes()));

for (const lang of ['az', 'en', 'ru', 'tr'] as const) {
  test(`no public page in ${lang} logs a hydration error, the birthday booking included`, async ({ page, request }) => {
    test.setTimeout(180000);
    const paths = [...storefrontPaths(await mokalandItemId(request)), 'reservations?occasion=birthday&package=super-party'];
    const found: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION.test(message.text()))
        found.push(`${new URL(page.url()).pathname}${new URL(page.url()).search}: ${message.text().slice(0, 200)}`);
    });
    page.on('pageerror', (error) => {
      if (HYDRATION.test(error.message)) found.push(`${new URL(page.url()).pathname}${new URL(page.url()).search}: ${error.message.slice(0, 200)}`);
    });
    await withOneItemInCart(page);
    for (const path of paths) {
      await page.goto(`/${lang}${path ? `/${path}` : ''}`);
      await untilQuiet(page);
    }
    expect(found).toEqual([]);
  });
}
