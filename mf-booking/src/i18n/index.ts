import type { Translations } from 'shared-lib';
import { az } from './az';
import { en } from './en';
import { ru } from './ru';
import { tr } from './tr';

/** mf-booking's texts: the `booking` namespace, added to the shell's i18next when the remote loads. */
export const bookingTranslations: Translations = { az, en, ru, tr };
