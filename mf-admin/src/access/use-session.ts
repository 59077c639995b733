import { useSelector, selectAuth, type RootState, type UserDto } from 'shared-lib';
import { readSession } from '../auth/session';

/**
 * The signed-in user: from the shell's auth state when the shell is there, else (the dev harness) from storage.
 * `null` while the shell is still checking the token.
 */
export function useSessionUser(): { checking: boolean; user: UserDto | null; token: string | null } {
  const hasAuth = useSelector((s: RootState) => Boolean(s.auth));
  const auth = useSelector(selectAuth);
  if (!hasAuth) {
    const stored = readSession();
    return { checking: false, user: (stored?.user as UserDto | undefined) ?? null, token: stored?.token ?? null };
  }
  return { checking: auth.status === 'loading', user: auth.status === 'authenticated' ? auth.user : null, token: auth.token };
}
