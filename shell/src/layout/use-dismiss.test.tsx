import { createRef } from 'react';
import { fireEvent, renderHook } from '@testing-library/react';
import { useDismiss } from './use-dismiss';

function setUp() {
  const panel = document.createElement('div');
  const outside = document.createElement('p');
  document.body.append(panel, outside);
  const ref = createRef<HTMLElement | null>() as { current: HTMLElement | null };
  ref.current = panel;
  return { panel, outside, ref };
}

it('closes an open panel on Esc and on a tap outside it, not on a tap inside', () => {
  const { panel, outside, ref } = setUp();
  const close = jest.fn();
  renderHook(() => useDismiss(true, close, [ref]));
  fireEvent.pointerDown(panel);
  expect(close).not.toHaveBeenCalled();
  fireEvent.pointerDown(outside);
  fireEvent.keyDown(document, { key: 'Escape' });
  fireEvent.keyDown(document, { key: 'Enter' });
  expect(close).toHaveBeenCalledTimes(2);
});

it('does nothing while the panel is closed, and calls the close and the parts of the latest render', () => {
  const { panel, outside, ref } = setUp();
  const first = jest.fn();
  const latest = jest.fn();
  const { rerender } = renderHook(({ open, close, inside }) => useDismiss(open, close, inside), { initialProps: { open: false, close: first, inside: [ref] } });
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(first).not.toHaveBeenCalled();
  rerender({ open: true, close: first, inside: [ref] });
  // a new close and a new list of parts on the next render (the outside paragraph now counts as inside)
  const outsideRef = { current: outside as HTMLElement | null };
  rerender({ open: true, close: latest, inside: [ref, outsideRef] });
  fireEvent.pointerDown(outside);
  expect(latest).not.toHaveBeenCalled();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect([first.mock.calls.length, latest.mock.calls.length]).toEqual([0, 1]);
  void panel;
});
