// How a remote's `./routes` module says what it brings besides its pages: its stylesheet, its texts and the slices it
// injects. In the browser `registerRemote` adds the texts and the stylesheet at once (the slices are injected by their
// own modules, `injectSlice`). On the site's server it adds nothing to the process: the server reads the module's
// `registration` export (REMOTE_REGISTRATION_EXPORT) and puts these into the pages that release renders only, so two
// releases of a remote loaded in one process never share or replace each other's texts, styles or reducers.
import type { InjectableReducer } from '../contracts/store/store';
import { addTranslations, type Translations } from './i18n/setup';
import { injectRemoteStyles, type RemoteStyle } from './remote-styles';

/** The name of the export a remote's `./routes` module registers itself with (read by the site's server). */
export const REMOTE_REGISTRATION_EXPORT = 'registration';

export interface RemoteRegistration {
  /** The remote's short name (`menu`, `cart`, ...): its stylesheet's `data-remote-style`. */
  remote: string;
  styles: RemoteStyle[];
  /** Its i18next namespaces, in every language. */
  translations: Record<string, Translations>;
  /** The slices its pages use, for the stores of the pages it renders on the server. */
  slices: InjectableReducer[];
}

export interface RemoteRegistrationInput {
  remote: string;
  css: string;
  translations: Record<string, Translations>;
  slices?: InjectableReducer[];
}

/** Registers a remote's stylesheet and texts (in the browser) and returns what the site's server reads. */
export function registerRemote({ remote, css, translations, slices = [] }: RemoteRegistrationInput): RemoteRegistration {
  if (typeof document !== 'undefined') {
    addTranslations(translations);
    injectRemoteStyles(remote, css);
  }
  return { remote, styles: [{ remote, css }], translations, slices };
}

/** Whether a loaded server build registered itself as a remote (a build from before the export has no registration). */
export function isRemoteRegistration(value: unknown): value is RemoteRegistration {
  const r = value as RemoteRegistration | undefined;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.remote === 'string' &&
    Array.isArray(r.styles) &&
    typeof r.translations === 'object' &&
    r.translations !== null &&
    Array.isArray(r.slices)
  );
}
