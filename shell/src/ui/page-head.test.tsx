import { useEffect } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { initI18n, pageItemShown, setAnalyticsSink, type MenuItemDto } from 'shared-lib';
import { SEO_TEXTS } from 'shared-lib/seo-texts';
import { store } from '../app/store';
import { commonTranslations } from '../i18n';
import { vocabularyTranslations } from 'shared-lib/vocabulary';
import { PageHeadSync } from './page-head';

beforeAll(() => initI18n('en', { common: commonTranslations, seo: SEO_TEXTS, vocabulary: vocabularyTranslations }));
// each test starts from an empty head, as a page the server wrote nothing into, and with no analytics sink
afterEach(() => {
  document.title = '';
  document.head.replaceChildren();
  setAnalyticsSink(null);
});

/** Until a fetch of the head's builder the component started has settled (its module is loaded once: any import after it settles after it). */
const builderSettled = () =>
  act(async () => {
    await import('./page-head-builder');
  });

/** The router's navigate, for the test to move the page (kept once the page has rendered). */
const router: { navigate?: (path: string) => void } = {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = (path) => void navigate(path);
  });
  return null;
}
const go = (path: string) => router.navigate!(path);

function renderAt(path: string) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <PageHeadSync />
      </MemoryRouter>
    </Provider>,
  );
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');

it('leaves the first page’s head to the server and tracks the page with the server’s title', async () => {
  document.title = 'Как добраться · Pizza Inn';
  const written = document.createElement('meta');
  written.setAttribute('name', 'description');
  written.setAttribute('content', 'from the server');
  document.head.append(written);
  const tracked: unknown[] = [];
  setAnalyticsSink((event, properties) => tracked.push([event, properties]));
  renderAt('/ru/location');
  await builderSettled();
  expect(document.title).toBe('Как добраться · Pizza Inn');
  expect(document.head.querySelector('meta[name="description"]')).toBe(written);
  expect(tracked).toEqual([['page_viewed', { path: '/ru/location', title: 'Как добраться · Pizza Inn' }]]);
});

it('writes the title, description, canonical, hreflang and Open Graph tags once the visitor moves, and follows navigation', async () => {
  renderAt('/en/about');
  act(() => go('/ru/location'));
  await waitFor(() => expect(document.title).toBe('Как добраться · Pizza Inn'));
  expect(content('meta[name="description"]')).toBe(
    'Как найти Pizza Inn на площади Фонтанов (улица Низами, Баку): откройте адрес в картах или проложите маршрут в навигаторе. Открыты ежедневно с 07:00 до 03:00.',
  );
  expect(href('link[rel="canonical"]')).toBe('http://localhost/ru/location');
  expect([...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang'))).toEqual(['az', 'en', 'ru', 'tr', 'x-default']);
  expect(content('meta[property="og:title"]')).toBe('Как добраться · Pizza Inn');
  act(() => go('/en/menu'));
  await waitFor(() => expect(document.title).toBe('Menu · Pizza Inn'));
  expect(href('link[rel="canonical"]')).toBe('http://localhost/en/menu');
  expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  act(() => go('/en/checkout'));
  await waitFor(() => expect(content('meta[name="robots"]')).toBe('noindex'));
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
});

it('describes the item the item page reports, and only on that item’s page', async () => {
  document.title = 'Menu · Pizza Inn';
  renderAt('/en/menu/7');
  const item = {
    id: 7,
    name: 'Margherita',
    description: 'Tomato and basil.',
    price: '9.50',
    image: '/api/menu/images/margherita.svg',
    available: true,
    slug: 'margherita',
  } as MenuItemDto;
  act(() => {
    store.dispatch(pageItemShown({ id: '8', lang: 'en', item }));
  });
  await builderSettled();
  expect(document.title).toBe('Menu · Pizza Inn');
  act(() => {
    store.dispatch(pageItemShown({ id: '7', lang: 'en', item }));
  });
  await waitFor(() => expect(document.title).toBe('Margherita · Pizza Inn'));
  expect(content('meta[property="og:image"]')).toBe('http://localhost/api/menu/images/margherita.png');
  act(() => {
    store.dispatch(pageItemShown({ id: '7', lang: 'en', item: null }));
  });
  await waitFor(() => expect(document.title).toBe('Page not found · Pizza Inn'));
  expect(content('meta[name="robots"]')).toBe('noindex');
});

it('changes the head when the page does, and leaves tags that are already right in place', async () => {
  const first = renderAt('/en/about');
  act(() => go('/en/location'));
  await waitFor(() => expect(href('link[rel="canonical"]')).toBe('http://localhost/en/location'));
  const managed = () => [...document.head.querySelectorAll('meta, link')];
  const written = managed();
  expect(written.length).toBeGreaterThan(5);
  first.unmount();
  // the same page again, reached by a move: a head with the same tags (attributes in another order, as a server may write them)
  const canonical = document.head.querySelector('link[rel="canonical"]')!;
  const serverLike = document.createElement('link');
  serverLike.setAttribute('href', canonical.getAttribute('href')!);
  serverLike.setAttribute('rel', 'canonical');
  canonical.replaceWith(serverLike);
  const before = managed();
  renderAt('/en/about');
  act(() => go('/en/location'));
  await builderSettled();
  const after = managed();
  expect(after).toHaveLength(before.length);
  expect(after.every((el, i) => el === before[i])).toBe(true);
  act(() => go('/en/menu'));
  await waitFor(() => expect(href('link[rel="canonical"]')).toBe('http://localhost/en/menu'));
  expect(document.head.querySelector('link[rel="canonical"]')).not.toBe(serverLike);
});
