import { lazy } from 'react';

/**
 * The shell's public pages other than the home page, each loaded with its first visit (the home page's JavaScript
 * carries none of them). The site's server renders them whole: its build swaps this file for
 * `server/site-pages.ts`, which imports them at once (webpack.server.js), so a page's server HTML is complete and in
 * place; in the browser React hydrates the rest of the page and this page's part when its chunk has arrived
 * (app-routes.tsx puts each in a Suspense boundary of its own).
 */
export const AboutPage = lazy(() => import(/* webpackChunkName: "page-about" */ '../pages/about-page').then((m) => ({ default: m.AboutPage })));
export const GalleryPage = lazy(() => import(/* webpackChunkName: "page-gallery" */ '../pages/gallery-page').then((m) => ({ default: m.GalleryPage })));
export const ContactPage = lazy(() => import(/* webpackChunkName: "page-contact" */ '../pages/contact-page').then((m) => ({ default: m.ContactPage })));
export const LocationPage = lazy(() => import(/* webpackChunkName: "page-location" */ '../pages/location-page').then((m) => ({ default: m.LocationPage })));
export const OrderOnlinePage = lazy(() =>
  import(/* webpackChunkName: "page-order" */ '../pages/order-online-page').then((m) => ({ default: m.OrderOnlinePage })),
);
export const CalzonePage = lazy(() => import(/* webpackChunkName: "page-calzone" */ '../pages/calzone-page').then((m) => ({ default: m.CalzonePage })));
export const BreakfastPage = lazy(() => import(/* webpackChunkName: "page-breakfast" */ '../pages/breakfast-page').then((m) => ({ default: m.BreakfastPage })));
