import type { KeyValueStorage } from 'shared-lib';

/** localStorage, or nothing where the browser blocks it. */
export function safeStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
