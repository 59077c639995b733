import { browserLocalStorage, type KeyValueStorage } from 'shared-lib/domain';

/** localStorage, or nothing where the browser blocks it. */
export function safeStorage(): KeyValueStorage | undefined {
  return browserLocalStorage();
}
