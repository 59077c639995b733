/** Adds a remote's stylesheet once (its classes carry the remote's prefix, so nothing leaks). */
export function injectRemoteStyles(remote: string, css: string): void {
  if (typeof document === 'undefined' || document.querySelector(`style[data-remote-style="${remote}"]`)) return;
  const style = document.createElement('style');
  style.dataset.remoteStyle = remote;
  style.textContent = css;
  document.head.appendChild(style);
}
