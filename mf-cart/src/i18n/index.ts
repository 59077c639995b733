import type { Translations } from 'shared-lib';
import { vocabularyTranslations } from 'shared-lib/vocabulary';
import { az } from './az';
import { en } from './en';
import { ru } from './ru';
import { tr } from './tr';

/** mf-cart's texts: the `cart` namespace, added to the shell's i18next when the remote loads. */
export const cartTranslations: Translations = { az, en, ru, tr };

/** What the remote adds to the page's i18next: its own texts and the restaurant's shared vocabulary (shared-lib/vocabulary). */
export const cartNamespaces = { cart: cartTranslations, vocabulary: vocabularyTranslations };
