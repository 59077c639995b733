import { useEffect, type RefObject } from 'react';
import { replayEarlyTaps } from './early-taps';

/**
 * Renders nothing; once committed, `part` is live: what was typed there is handed over and the taps kept from before
 * are played (early-taps.ts). Placed inside a part's Suspense boundary after its content: while the server's HTML of
 * the part waits for its code, the part stays as the server wrote it and is not live.
 */
export function PartLive({ part }: { part: RefObject<HTMLElement | null> }) {
  useEffect(() => replayEarlyTaps(part.current), [part]);
  return null;
}
