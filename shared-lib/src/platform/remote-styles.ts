export interface RemoteStyle {
  remote: string;
  css: string;
}

let serverCollector: RemoteStyle[] | undefined;

/**
 * Adds a remote's stylesheet once (its classes carry the remote's prefix, so nothing leaks). On the server, where a
 * remote's pages are rendered into the HTML, the stylesheet is collected instead (collectRemoteStyles) and the page's
 * head carries it; the browser then finds it there and adds nothing.
 */
export function injectRemoteStyles(remote: string, css: string): void {
  if (typeof document === 'undefined') {
    serverCollector?.push({ remote, css });
    return;
  }
  if (document.querySelector(`style[data-remote-style="${remote}"]`)) return;
  const style = document.createElement('style');
  style.dataset.remoteStyle = remote;
  style.textContent = css;
  document.head.appendChild(style);
}

/** Server only: runs `load` (which evaluates a remote's code) and returns the stylesheets it added. */
export function collectRemoteStyles<T>(load: () => T): { result: T; styles: RemoteStyle[] } {
  const previous = serverCollector;
  const styles: RemoteStyle[] = [];
  serverCollector = styles;
  try {
    return { result: load(), styles };
  } finally {
    serverCollector = previous;
  }
}

/** A collected stylesheet as the `<style>` element the browser would have added (its text cannot close the element). */
export function remoteStyleElement({ remote, css }: RemoteStyle): string {
  const name = remote.replace(/[^a-z0-9_-]/gi, '');
  return `<style data-remote-style="${name}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}
