import type { Role } from 'shared-lib/domain';

/** For local use only: one account of each role on the embedded database (README lists them). */
export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; name: string; email: string; password: string }> = [
  { role: 'CUSTOMER', name: 'Demo Customer', email: 'customer@pizzainn.az', password: 'Customer123!' },
  { role: 'STAFF', name: 'Demo Staff', email: 'staff@pizzainn.az', password: 'Staff123!' },
  { role: 'MANAGER', name: 'Demo Manager', email: 'manager@pizzainn.az', password: 'Manager123!' },
  { role: 'ADMIN', name: 'Demo Admin', email: 'admin@pizzainn.az', password: 'Admin123!' },
  { role: 'SUPER_ADMIN', name: 'Demo Super Admin', email: 'superadmin@pizzainn.az', password: 'SuperAdmin123!' },
];
