/** Role ranks of SPEC 6.1. A role check passes when the user's rank is at least the required rank. */
export const ROLE_RANKS = {
  CUSTOMER: 1,
  STAFF: 2,
  MANAGER: 3,
  ADMIN: 4,
  SUPER_ADMIN: 5,
} as const;

export type Role = keyof typeof ROLE_RANKS;
export const ROLES = Object.keys(ROLE_RANKS) as Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ROLE_RANKS, value);
}

export function roleRank(role: unknown): number {
  return isRole(role) ? ROLE_RANKS[role] : 0;
}

/** True when `role` ranks at least `required`; an unknown role never passes. */
export function hasMinRole(role: unknown, required: Role): boolean {
  return roleRank(role) >= ROLE_RANKS[required];
}

/** The roles that pass a minimum-rank check, highest first (what the access-denied view lists). */
export function rolesAtLeast(required: Role): Role[] {
  return ROLES.filter((r) => ROLE_RANKS[r] >= ROLE_RANKS[required]).reverse();
}

/** A permission check passes when the user's list contains the named permission (SPEC 6.1). */
export function hasPermission(permissions: readonly string[] | undefined, permission: string): boolean {
  return permissions?.includes(permission) ?? false;
}

/** Admin area access requires at least STAFF (SPEC 6.1). */
export const ADMIN_MIN_ROLE: Role = 'STAFF';

/** Who sees money figures (the dashboard's revenue, analytics) and the newsletter's subscribers: MANAGER and up. */
export const REVENUE_MIN_ROLE: Role = 'MANAGER';
