import { ROLE_RANKS, hasMinRole, hasPermission, rolesAtLeast } from './roles';

describe('role ranks (SPEC 6.1)', () => {
  it('has the five ranks', () => {
    expect(ROLE_RANKS).toEqual({ CUSTOMER: 1, STAFF: 2, MANAGER: 3, ADMIN: 4, SUPER_ADMIN: 5 });
  });

  it('passes when the rank is at least the required one', () => {
    expect(hasMinRole('MANAGER', 'MANAGER')).toBe(true);
    expect(hasMinRole('SUPER_ADMIN', 'STAFF')).toBe(true);
    expect(hasMinRole('STAFF', 'MANAGER')).toBe(false);
    expect(hasMinRole('CUSTOMER', 'STAFF')).toBe(false);
    expect(hasMinRole('ROOT', 'CUSTOMER')).toBe(false);
    expect(hasMinRole(undefined, 'CUSTOMER')).toBe(false);
  });

  it('lists the roles that pass, highest first', () => {
    expect(rolesAtLeast('MANAGER')).toEqual(['SUPER_ADMIN', 'ADMIN', 'MANAGER']);
  });

  it('checks permissions by name', () => {
    expect(hasPermission(['orders:write'], 'orders:write')).toBe(true);
    expect(hasPermission(['orders:read'], 'orders:write')).toBe(false);
    expect(hasPermission(undefined, 'orders:write')).toBe(false);
  });
});
