// The storefront's public pages as the browser tests open them (layout.spec.ts, page-stability.spec.ts): one list,
// one saved cart.
import { type APIRequestContext, type Page } from '@playwright/test';
import { API } from './helpers';

/** The Mokaland dish whose page the lists open (its id differs between databases). */
export async function mokalandItemId(request: APIRequestContext): Promise<string> {
  const items = (await (await request.get(`${API}/mokaland-menu/items?lang=en`)).json()).data as Array<{ id: number; slug: string }>;
  return String(items.find((i) => i.slug === 'ice-cream-scoops')!.id);
}

/** Every public page a diner opens (SITE_PAGES), without the language. */
export function storefrontPaths(mokalandItem: string): string[] {
  return [
    '',
    'menu',
    'menu/1',
    'mokaland',
    `mokaland/menu/${mokalandItem}`,
    'mokaland/birthday-menu',
    'about',
    'gallery',
    'contact',
    'reservations',
    'reservations/manage',
    'order',
    'location',
    'qapali-italyan-pizzasi',
    'breakfast',
    'cart',
    'checkout',
    'track-order',
    'login',
    'register',
    'forgot-password',
  ];
}

/** A saved cart of one medium Margherita (what mf-cart restores), so every page has a cart to show. */
export async function withOneItemInCart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const session = {
      items: [
        {
          id: '1',
          name: 'Margherita',
          price: 9.5,
          image: '/api/menu/images/margherita.svg',
          category: 'pizzas',
          customizations: { size: 'medium' },
          quantity: 1,
          total: 9.5,
        },
      ],
      tableNumber: null,
      sessionId: 'storefront-test-session',
      specialInstructions: '',
      timestamp: Date.now(),
    };
    window.localStorage.setItem('PizzaInn_order_session', JSON.stringify(session));
  });
}
