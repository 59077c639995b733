import { setAnalyticsSink, track } from './analytics';

it('sends named events to the sink, and a failing sink never throws', () => {
  const seen: unknown[] = [];
  setAnalyticsSink((event, props) => seen.push([event, props]));
  track('menu_viewed', { menu: 'main' });
  expect(seen).toEqual([['menu_viewed', { menu: 'main' }]]);
  setAnalyticsSink(() => {
    throw new Error('down');
  });
  expect(() => track('order_success_viewed')).not.toThrow();
  setAnalyticsSink(null);
  track('menu_viewed');
  expect(seen).toHaveLength(1);
});
