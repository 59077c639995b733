import { ROLE_RANKS, type Role } from './roles';

/** Named permissions (SPEC 6.1 names none; these are ours, see docs/decisions.md). */
export const PERMISSIONS = [
  'orders:manage',
  'reservations:manage',
  'contacts:manage',
  'qr:manage',
  'menu:manage',
  'gallery:manage',
  'chat:access',
  'analytics:view',
  'users:manage',
  'settings:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The lowest role that gets each permission by default. */
const GRANTED_FROM: Record<Permission, Role> = {
  'orders:manage': 'STAFF',
  'reservations:manage': 'STAFF',
  'contacts:manage': 'STAFF',
  'qr:manage': 'STAFF',
  'menu:manage': 'MANAGER',
  'gallery:manage': 'MANAGER',
  'chat:access': 'MANAGER',
  'analytics:view': 'MANAGER',
  'users:manage': 'ADMIN',
  'settings:manage': 'SUPER_ADMIN',
};

/** The permissions a role has by default (a user may be granted more). */
export function defaultPermissions(role: Role): Permission[] {
  return PERMISSIONS.filter((p) => ROLE_RANKS[role] >= ROLE_RANKS[GRANTED_FROM[p]]);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}
