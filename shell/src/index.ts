// The shell's entry. A page the server wrote out (src/prerender) is painted first: the app's code is fetched and run
// after that paint, so a phone shows the page without waiting for the JavaScript (a frame: rAF runs before the
// paint, the timeout after it). A page with nothing written (a diner's own pages) starts at once.
const start = () => import('./bootstrap');
if (document.getElementById('root')?.firstElementChild) requestAnimationFrame(() => setTimeout(start, 0));
else void start();
