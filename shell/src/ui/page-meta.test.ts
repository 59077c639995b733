import { pageTitleKey } from './page-meta';

it('derives page titles from the path', () => {
  expect(pageTitleKey('/en')).toBe('pageTitle.home');
  expect(pageTitleKey('/ru/menu/12')).toBe('pageTitle.menu');
  expect(pageTitleKey('/az/track-order/ABC')).toBe('pageTitle.trackOrder');
  expect(pageTitleKey('/breakfast')).toBe('pageTitle.breakfast');
  expect(pageTitleKey('/en/nowhere')).toBe('pageTitle.notFound');
});
