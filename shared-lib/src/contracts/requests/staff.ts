import * as v from 'valibot';
import { calendarDateField, emailField, languageField, queryWholeNumber, trimmedText, wholeNumber } from './fields';

/** POST /api/admin/chat. */
export const chatPostBody = v.strictObject({ body: trimmedText(1, 1000) });

/** GET /api/admin/chat/messages: only the messages after this id. */
export const chatQuery = v.strictObject({ after: v.optional(queryWholeNumber(0, 2147483647)) });

/** What became of an e-mail the site sent. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/** GET /api/admin/mail. */
export const adminMailQuery = v.strictObject({ status: v.optional(v.picklist(MAIL_STATUSES)) });

/** PUT /api/admin/mail/notifications: the restaurant's address for staff e-mails ("" or absent: the public one). */
export const notificationSettingsBody = v.strictObject({
  email: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => value || null),
      v.nullable(emailField),
    ),
  ),
  partyBookings: v.optional(v.boolean()),
  allBookings: v.optional(v.boolean()),
});
export type NotificationSettingsBody = v.InferOutput<typeof notificationSettingsBody>;

/** POST /api/admin/gallery (multipart): a title in each language; az and en are required. */
export const galleryUploadBody = v.strictObject({
  title_az: trimmedText(1, 150),
  title_en: trimmedText(1, 150),
  title_ru: v.optional(trimmedText(0, 150)),
  title_tr: v.optional(trimmedText(0, 150)),
});
export type GalleryUploadBody = v.InferOutput<typeof galleryUploadBody>;

const galleryTitle = trimmedText(1, 150);

/** PATCH /api/admin/gallery/:id. */
export const updateGalleryImageBody = v.strictObject({
  title: v.optional(v.strictObject({ az: v.optional(galleryTitle), en: v.optional(galleryTitle), ru: v.optional(galleryTitle), tr: v.optional(galleryTitle) })),
  visible: v.optional(v.boolean()),
  sortOrder: v.optional(wholeNumber(0, 10000)),
});
export type UpdateGalleryImageBody = v.InferOutput<typeof updateGalleryImageBody>;

/** GET /api/admin/analytics: Baku calendar days (default: the 30 days to today). */
export const analyticsQuery = v.strictObject({ from: v.optional(calendarDateField), to: v.optional(calendarDateField), lang: v.optional(languageField) });

/** Any read in a language: names and descriptions in it, az when absent. */
export const languageQuery = v.strictObject({ lang: v.optional(languageField) });

/** POST /api/diagnostics/connectivity: what to send back. */
export const connectivityBody = v.strictObject({ echo: v.optional(v.pipe(v.string(), v.maxLength(500))) });
