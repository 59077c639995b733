// The server's stand-in for routing/site-pages.ts (webpack.server.js and the shell's Jest config swap it in): the same
// pages imported at once, so the server renders each page's HTML whole and in place, never a loading state.
export { AboutPage } from '../pages/about-page';
export { GalleryPage } from '../pages/gallery-page';
export { ContactPage } from '../pages/contact-page';
export { LocationPage } from '../pages/location-page';
export { OrderOnlinePage } from '../pages/order-online-page';
export { CalzonePage } from '../pages/calzone-page';
export { BreakfastPage } from '../pages/breakfast-page';
