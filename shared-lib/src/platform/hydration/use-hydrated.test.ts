/**
 * @jest-environment ./build/jest-web-env.js
 */
import { act, createElement, lazy, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useBrowserValue, useHydrated } from './use-hydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A saved cart's count: 0 on the server, `saved` in this browser; every render's value is kept in `renders`. */
function cartCount(saved: number, renders: number[]) {
  return function CartCount() {
    const count = useBrowserValue(saved, 0);
    renders.push(count);
    return createElement('span', null, `items ${count}`);
  };
}

function Live() {
  return createElement('b', null, useHydrated() ? 'live' : 'hydrating');
}

/** The server's HTML of `element` in a container, and a hydration of `clientElement` over it. */
async function hydrate(serverElement: Parameters<typeof renderToString>[0], clientElement: Parameters<typeof hydrateRoot>[1]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(serverElement);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, clientElement, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

it('a value the browser shares with the server: the page hydrates with one render and none after', async () => {
  const serverRenders: number[] = [];
  const renders: number[] = [];
  const { container, errors } = await hydrate(createElement(cartCount(0, serverRenders)), createElement(cartCount(0, renders)));
  expect(renders).toEqual([0]);
  expect(container.textContent).toBe('items 0');
  expect(errors).toEqual([]);
});

it("a value only the browser knows: the server's while hydrating (no mismatch), the browser's in the render after", async () => {
  const renders: number[] = [];
  const { container, errors } = await hydrate(createElement(cartCount(3, [])), createElement(cartCount(3, renders)));
  expect(renders).toEqual([0, 3]);
  expect(container.textContent).toBe('items 3');
  expect(errors).toEqual([]);
});

it("mounted after the page went live (another page): the browser's value from the first render", async () => {
  const renders: number[] = [];
  const container = document.createElement('div');
  await act(async () => {
    createRoot(container).render(createElement(cartCount(3, renders)));
  });
  expect(renders).toEqual([3]);
  expect(container.textContent).toBe('items 3');
});

it("a section hydrating after the rest of the page (a remote's lazy part) starts from the server's value too", async () => {
  const renders: number[] = [];
  const Section = cartCount(3, renders);
  let arrive: (module: { default: typeof Section }) => void = () => undefined;
  const LateSection = lazy(() => new Promise<{ default: typeof Section }>((resolve) => (arrive = resolve)));
  const page = (section: ComponentType) =>
    createElement('main', null, createElement(Live), createElement(Suspense, { fallback: null }, createElement(section)));
  const { container, errors } = await hydrate(page(cartCount(3, [])), page(LateSection));
  // the page is live, its section still the server's HTML
  expect(container.textContent).toBe('liveitems 0');
  expect(renders).toEqual([]);
  await act(async () => arrive({ default: Section }));
  expect(renders).toEqual([0, 3]);
  expect(container.textContent).toBe('liveitems 3');
  expect(errors).toEqual([]);
});
