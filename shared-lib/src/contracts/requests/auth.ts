import * as v from 'valibot';
import { ROLES, type Role } from '../../domain/roles/roles';
import { emailField, exactText, languageField, linkTokenField, passwordField, personNameField, phoneField, queryWholeNumber, trimmedText } from './fields';

/** POST /api/auth/register. The page's language: e-mails about the account are written in it. */
export const registerBody = v.strictObject({
  name: personNameField,
  email: emailField,
  password: passwordField,
  phone: v.optional(phoneField),
  language: v.optional(languageField),
});
export type RegisterBody = v.InferOutput<typeof registerBody>;

/** POST /api/auth/login. */
export const loginBody = v.strictObject({ email: emailField, password: exactText(1, 128) });

/** PATCH /api/auth/profile. Changing the e-mail (the sign-in) needs the account's password. */
export const updateProfileBody = v.strictObject({
  name: v.optional(personNameField),
  email: v.optional(emailField),
  phone: v.optional(phoneField),
  currentPassword: v.optional(exactText(1, 128)),
  language: v.optional(languageField),
});
export type UpdateProfileBody = v.InferOutput<typeof updateProfileBody>;

/** PUT /api/auth/language: the language chosen in the staff area, remembered for this person (left out or null: forgotten). */
export const chooseLanguageBody = v.strictObject({ language: v.optional(languageField) });

/** POST /api/auth/change-password. */
export const changePasswordBody = v.strictObject({ currentPassword: exactText(1, 128), newPassword: passwordField });

/** POST /api/auth/confirm-email: the token of a new e-mail's confirmation link. */
export const confirmEmailBody = v.strictObject({ token: linkTokenField });

/** POST /api/auth/forgot-password: the account's e-mail, and the page's language for the e-mail. */
export const forgotPasswordBody = v.strictObject({ email: emailField, language: v.optional(languageField) });

/** POST /api/auth/reset-password: a reset link's token and the new password. */
export const resetPasswordBody = v.strictObject({ token: linkTokenField, password: passwordField });

/** The roles staff accounts can have. */
export const STAFF_ROLES = ROLES.filter((role) => role !== 'CUSTOMER') as Exclude<Role, 'CUSTOMER'>[];

/** POST /api/admin/users: the register fields and a staff role below the admin's own. */
export const createStaffBody = v.strictObject({ ...registerBody.entries, role: v.picklist(STAFF_ROLES) });
export type CreateStaffBody = v.InferOutput<typeof createStaffBody>;

/** PATCH /api/admin/users/:id/role. */
export const changeRoleBody = v.strictObject({ role: v.picklist(ROLES) });

/** The most accounts one page of the staff area's list holds. */
export const USERS_PAGE_SIZE_MAX = 100;

/** GET /api/admin/users: the accounts, oldest first, a page at a time, by role or part of the name or e-mail. */
export const listUsersQuery = v.strictObject({
  role: v.optional(v.picklist(ROLES)),
  q: v.optional(trimmedText(0, 100)),
  page: v.optional(queryWholeNumber(1, 10000)),
  pageSize: v.optional(queryWholeNumber(1, USERS_PAGE_SIZE_MAX)),
});

/** POST /api/admin/kitchen-devices: a name for the kitchen screen's device. */
export const kitchenDeviceBody = v.strictObject({ name: trimmedText(1, 60) });
