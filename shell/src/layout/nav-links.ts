/** SPEC 2.5: header links, and the footer's quick links (language-free paths and their label keys). */
export const HEADER_LINKS = [
  { path: '/', label: 'nav.home' },
  { path: '/menu', label: 'nav.menu' },
  { path: '/mokaland', label: 'nav.mokaland' },
  { path: '/about', label: 'nav.about' },
  { path: '/gallery', label: 'nav.gallery' },
  { path: '/contact', label: 'nav.contact' },
  { path: '/location', label: 'nav.location' },
  { path: '/reservations', label: 'nav.reservations' },
] as const;

export const FOOTER_LINKS = [
  { path: '/', label: 'nav.home' },
  { path: '/menu', label: 'nav.menu' },
  { path: '/about', label: 'nav.about' },
  { path: '/reservations', label: 'nav.reservations' },
  { path: '/contact', label: 'nav.contact' },
] as const;
