import { createAction } from '@reduxjs/toolkit';
import type { UserDto } from '../api-types';
import type { Permission } from '../../domain/roles/permissions';
import type { Role } from '../../domain/roles/roles';

/** SPEC 4.4: the auth state; it starts as loading ('Checking authentication...'). */
export interface AuthState {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  user: UserDto | null;
  token: string | null;
  role: Role | null;
  permissions: Permission[];
}

/** Any part of the site reports a sign-in (the shell's login page, the admin login) with these actions. */
export const authSignedIn = createAction<{ user: UserDto; token: string }>('auth/signedIn');
export const authSignedOut = createAction('auth/signedOut');
export const authUserUpdated = createAction<UserDto>('auth/userUpdated');
