import type { Role } from './roles';

/**
 * SPEC 6.2: what each /admin page needs. Menu, gallery and chat need MANAGER or higher, settings SUPER_ADMIN,
 * the rest a signed-in staff member (admin access needs STAFF, SPEC 6.1). Analytics, users and reports (SPEC 3's
 * admin labels) follow the API: analytics and reports MANAGER; users MANAGER for the kitchen displays (the accounts
 * themselves ADMIN, as the API says).
 */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', minRole: 'STAFF' },
  { path: 'orders', minRole: 'STAFF' },
  { path: 'reservations', minRole: 'STAFF' },
  { path: 'menu', minRole: 'MANAGER' },
  { path: 'gallery', minRole: 'MANAGER' },
  { path: 'contacts', minRole: 'STAFF' },
  { path: 'settings', minRole: 'SUPER_ADMIN' },
  // What a manager runs day to day: opening hours and closed dates, fees, seats, the board's prep-time targets.
  { path: 'hours', minRole: 'MANAGER' },
  // Where the restaurant delivers: the zones on a map, each with its fee, smallest order and travel time (the API's rank).
  { path: 'delivery', minRole: 'MANAGER' },
  { path: 'qr', minRole: 'STAFF' },
  { path: 'chat', minRole: 'MANAGER' },
  { path: 'analytics', minRole: 'MANAGER' },
  // MANAGER sees the kitchen displays there (signed in, ended); the accounts and their roles stay ADMIN's (the API's).
  { path: 'users', minRole: 'MANAGER' },
  { path: 'reports', minRole: 'MANAGER' },
  // What the site e-mailed (failed messages sent again) and who at the restaurant hears of bookings.
  { path: 'emails', minRole: 'MANAGER' },
  // Each remote's releases: the one on a share of diners, its health, promote and roll back (issue 54); the API's rank.
  { path: 'releases', minRole: 'ADMIN' },
] as const satisfies ReadonlyArray<{ path: string; minRole: Role }>;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['path'];
