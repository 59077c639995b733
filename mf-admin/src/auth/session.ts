import { STORAGE_KEYS, type Role } from 'shared-lib/domain';

export interface SessionUser {
  name: string;
  email: string;
  role: Role;
  permissions: string[];
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readSession(): { token: string; user: SessionUser } | null {
  const token = storage()?.getItem(STORAGE_KEYS.token);
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!token || !raw) return null;
  try {
    return { token, user: JSON.parse(raw) as SessionUser };
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  storage()?.setItem(STORAGE_KEYS.token, token);
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  storage()?.removeItem(STORAGE_KEYS.token);
  storage()?.removeItem(STORAGE_KEYS.user);
}
