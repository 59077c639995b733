import * as v from 'valibot';
import { emailField, languageField, linkTokenField, trimmedText } from './fields';

/** POST /api/contact. */
export const contactMessageBody = v.strictObject({
  name: trimmedText(2, 100),
  email: emailField,
  subject: trimmedText(2, 150),
  message: trimmedText(10, 5000),
  language: v.optional(languageField),
});
export type ContactMessageBody = v.InferOutput<typeof contactMessageBody>;

/** POST /api/contact/subscribe. */
export const subscribeBody = v.strictObject({ email: emailField, language: v.optional(languageField) });

/** POST /api/contact/subscribe/confirm: the token of the confirmation e-mail's link. */
export const confirmSubscriptionBody = v.strictObject({ token: linkTokenField });

/** GET /api/contact/unsubscribe: the token of the unsubscribe link. */
export const unsubscribeQuery = v.strictObject({ token: linkTokenField });

/** Where a contact message stands in the staff inbox. */
export const CONTACT_STATUSES = ['unread', 'read', 'archived'] as const;

/** GET /api/admin/contacts. */
export const adminContactsQuery = v.strictObject({ status: v.optional(v.picklist(CONTACT_STATUSES)) });

/** PATCH /api/admin/contacts/:id. */
export const updateContactBody = v.strictObject({ status: v.picklist(CONTACT_STATUSES) });
