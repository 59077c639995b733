import type { Translations } from 'shared-lib';
import { vocabularyTranslations } from 'shared-lib/vocabulary';
import { az } from './az';
import { en } from './en';
import { ru } from './ru';
import { tr } from './tr';

/** mf-booking's texts: the `booking` namespace, added to the shell's i18next when the remote loads. */
export const bookingTranslations: Translations = { az, en, ru, tr };

/** What the remote adds to the page's i18next: its own texts and the restaurant's shared vocabulary (shared-lib/vocabulary). */
export const bookingNamespaces = { booking: bookingTranslations, vocabulary: vocabularyTranslations };
