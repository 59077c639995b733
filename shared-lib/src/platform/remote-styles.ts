export interface RemoteStyle {
  remote: string;
  css: string;
}

/**
 * Adds a remote's stylesheet once (its classes carry the remote's prefix, so nothing leaks). On the server, where a
 * remote's pages are rendered into the HTML, nothing is added: the page's head carries the stylesheet of the release's
 * registration (remote-registration.ts), and the browser then finds it there and adds nothing.
 */
export function injectRemoteStyles(remote: string, css: string): void {
  if (typeof document === 'undefined') return;
  if (document.querySelector(`style[data-remote-style="${remote}"]`)) return;
  const style = document.createElement('style');
  style.dataset.remoteStyle = remote;
  style.textContent = css;
  document.head.appendChild(style);
}

/** A remote's stylesheet as the `<style>` element the browser would have added (its text cannot close the element). */
export function remoteStyleElement({ remote, css }: RemoteStyle): string {
  const name = remote.replace(/[^a-z0-9_-]/gi, '');
  return `<style data-remote-style="${name}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}
