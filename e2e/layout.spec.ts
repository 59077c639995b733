// Every public page as a diner sees it, at phone, tablet and laptop widths, in the four languages (Russian and
// Azerbaijani labels are the longest): no page wider than the screen, no tap target under 44 px on a phone, and the
// cart's control always on screen. The cart holds an item, so the cart control, bar and pages have something to show.
import {} from '@playwright/test';
import { expect, test } from './fixtures';
import { defaultRemotes, writeRemotes } from './env';
import { mokalandItemId, storefrontPaths, withOneItemInCart } from './storefront-pages';

const WIDTHS = [320, 360, 390, 768, 1280];
const NARROWEST = 320;
const LANGUAGES = ['az', 'en', 'ru', 'tr'];
const PHONE_MAX_WIDTH = 767;
const MIN_TAP_PX = 44;

test.beforeEach(() => writeRemotes(defaultRemotes()));

/** The pages with the cart's control and bar (the sign-in pages, the booking manage page and the SEO landings are in page-stability.spec.ts). */
const NOT_HERE = ['reservations/manage', 'qapali-italyan-pizzasi', 'breakfast', 'login', 'register', 'forgot-password'];
let paths: string[] = [];
test.beforeAll(async ({ request }) => {
  paths = storefrontPaths(await mokalandItemId(request)).filter((p) => !NOT_HERE.includes(p));
});

function publicPages(): string[] {
  return paths;
}

interface LayoutReport {
  pageWidth: number;
  viewport: number;
  smallTargets: string[];
  cartControl: { left: number; right: number; visible: boolean } | null;
}

/** What the page looks like to a diner: its width, the tap targets under 44 px, where the cart control is. */
function measure({ phone, minTap }: { phone: boolean; minTap: number }): LayoutReport {
  {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 1 &&
        r.height > 1 &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        !el.closest('[aria-hidden="true"], .visually-hidden, .menu-visually-hidden')
      );
    };
    const describe = (el: Element) => {
      const r = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`;
    };
    // A link inside a sentence is sized by its text (WCAG 2.5.8 exempts it); a box in a label is tapped through the label.
    const exempt = (el: Element) => {
      if (el.tagName === 'A' && el.parentElement && ['P', 'SPAN', 'DD', 'ADDRESS', 'FIGCAPTION', 'SMALL'].includes(el.parentElement.tagName)) {
        const own = [...el.parentElement.childNodes].some((n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
        if (own) return true;
      }
      if (el.tagName === 'INPUT' && ['radio', 'checkbox'].includes((el as HTMLInputElement).type)) {
        const label = el.closest('label');
        if (label && label.getBoundingClientRect().height >= minTap) return true;
      }
      return false;
    };
    const controls = [...document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]')].filter(visible);
    const smallTargets = phone
      ? controls
          .filter((el) => !exempt(el))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return Math.round(r.width) < minTap || Math.round(r.height) < minTap;
          })
          .map(describe)
      : [];
    const cart = document.querySelector('.order-button');
    const rect = cart?.getBoundingClientRect();
    return {
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      smallTargets,
      cartControl: rect && cart ? { left: rect.left, right: rect.right, visible: visible(cart) } : null,
    };
  }
}

// Each page is loaded once per language and measured at every width in turn (the window resized as a diner turns a
// tablet or widens a laptop's window): the layout is CSS and the header's own media queries, so a page measured after
// a resize is the page a diner opening it at that width sees, for a fifth of the page loads.
for (const lang of LANGUAGES) {
  test(`every public page fits ${WIDTHS.join(', ')} px in ${lang}, with 44 px tap targets on a phone and the cart at hand`, async ({ page }) => {
    test.setTimeout(180000);
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
    await page.setViewportSize({ width: NARROWEST, height: 800 });
    await withOneItemInCart(page);
    const problems: string[] = [];
    for (const path of publicPages()) {
      const url = `/${lang}/${path}`.replace(/\/$/, '');
      await page.setViewportSize({ width: NARROWEST, height: 800 });
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // the page has laid itself out at the new width (a frame has been drawn since the resize)
        await expect.poll(() => page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => done(window.innerWidth))))).toBe(width);
        const phone = width <= PHONE_MAX_WIDTH;
        const report = await page.evaluate(measure, { phone, minTap: MIN_TAP_PX });
        const at = `${url} at ${width} px`;
        if (report.pageWidth > report.viewport) problems.push(`${at}: the page is ${report.pageWidth} px wide in a ${report.viewport} px window`);
        for (const target of report.smallTargets) problems.push(`${at}: tap target under ${MIN_TAP_PX} px: ${target}`);
        const cart = report.cartControl;
        if (!cart || !cart.visible || cart.left < 0 || cart.right > report.viewport)
          problems.push(`${at}: the cart control is not on screen (${JSON.stringify(cart)})`);
      }
    }
    expect(problems).toEqual([]);
  });
}
