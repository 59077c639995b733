import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `px`, following every scroll. The first read waits for the next frame:
 * `window.scrollY` read in the effects that run as the page goes live would make the browser lay out the whole page
 * there and then (a forced layout, 15-20 ms of a long task on the menu at a phone's speed); in the frame the layout is
 * done anyway.
 */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [px]);
  return past;
}
