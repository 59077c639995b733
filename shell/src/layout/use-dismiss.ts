import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Closes an open panel on Esc and on a tap outside `inside` (the panel and the button that opened it). */
export function useDismiss(open: boolean, close: () => void, inside: Array<RefObject<HTMLElement | null>>) {
  // the listeners read this render's `close` and `inside` (an Effect Event), so they are added only when `open` changes
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  });
  const onPointer = useEffectEvent((e: PointerEvent) => {
    if (!inside.some((r) => r.current?.contains(e.target as Node))) close();
  });
  useEffect(() => {
    if (!open) return;
    const key = (e: KeyboardEvent) => onKey(e);
    const pointer = (e: PointerEvent) => onPointer(e);
    document.addEventListener('keydown', key);
    document.addEventListener('pointerdown', pointer);
    return () => {
      document.removeEventListener('keydown', key);
      document.removeEventListener('pointerdown', pointer);
    };
  }, [open]);
}
