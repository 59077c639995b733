// Taps on the server's page before its part of the app is live. The page's inline script (shell/public/index.html)
// keeps every tap on a button of a part that is not live yet (`#root` until the shell has hydrated, a remote's slot
// until the remote has), and stops it there. React replays nothing it has not seen, and sees nothing before it runs:
// once a part is live, its kept taps are played again on the same buttons, which hydration has brought to life.

/** The attribute that marks a part of the page as live (set here; read by the inline script). */
export const LIVE_ATTRIBUTE = 'data-live';

interface EarlyTaps {
  __earlyTaps?: HTMLElement[];
}

/** Marks `zone` live and plays the taps kept on buttons inside it (not inside a remote slot within it that is not live). */
export function replayEarlyTaps(zone: HTMLElement | null): void {
  if (!zone || zone.hasAttribute(LIVE_ATTRIBUTE)) return;
  zone.setAttribute(LIVE_ATTRIBUTE, '');
  // the inline script keeps pushing into this very array: taken from in place
  const kept = (window as EarlyTaps).__earlyTaps ?? [];
  const mine = kept.filter((button) => zone.contains(button) && zoneOf(button) === zone);
  for (const button of mine) kept.splice(kept.indexOf(button), 1);
  for (const button of mine) if (button.isConnected) button.click();
}

function zoneOf(button: HTMLElement): HTMLElement | null {
  return button.closest<HTMLElement>('[data-remote-slot]') ?? document.getElementById('root');
}
