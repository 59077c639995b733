import i18next, { type ParseKeys } from 'i18next';
import {
  apiClient,
  apiErrorText,
  authSignedIn,
  authSignedOut,
  authUserUpdated,
  isApiFailure,
  toastRequested,
  TOAST_DURATIONS,
  type AuthResult,
  type UserDto,
} from 'shared-lib';
import { BRAND_NAME, STORAGE_KEYS } from 'shared-lib/domain';
import { appActions } from '../app/app-slice';
import { safeStorage } from '../app/storage';
import type { ShellDispatch } from '../app/store';

const t = (key: ParseKeys<'common'>, options?: Record<string, unknown>) => i18next.t(key, { ns: 'common', ...options });

function save(token: string, user: UserDto) {
  safeStorage()?.setItem(STORAGE_KEYS.token, token);
  safeStorage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

function clear() {
  safeStorage()?.removeItem(STORAGE_KEYS.token);
  safeStorage()?.removeItem(STORAGE_KEYS.user);
}

/** SPEC 8.2 in the page's language: the text of the server's error code, else the fallback text for the situation. */
function failureMessage(error: unknown, fallbackKey: ParseKeys<'common'>): string {
  return apiErrorText(error, t(fallbackKey));
}

function toast(dispatch: ShellDispatch, message: string, type: 'success' | 'error') {
  dispatch(toastRequested({ message, type, duration: TOAST_DURATIONS.helper }));
}

function signIn(dispatch: ShellDispatch, result: AuthResult) {
  save(result.token, result.user);
  dispatch(authSignedIn(result));
  dispatch(appActions.setUser(result.user));
}

/** SPEC 4.4: with a stored token and user, verify the token (GET /auth/me); sign in or log out. */
export async function verifyStoredSession(dispatch: ShellDispatch): Promise<void> {
  const token = safeStorage()?.getItem(STORAGE_KEYS.token);
  const user = safeStorage()?.getItem(STORAGE_KEYS.user);
  if (!token || !user) {
    dispatch(authSignedOut());
    return;
  }
  try {
    const me = await apiClient.get<UserDto>('/auth/me', { skipAuthRedirect: true });
    signIn(dispatch, { user: me.data, token });
  } catch {
    // A failed token check logs the user out.
    clear();
    dispatch(authSignedOut());
    dispatch(appActions.setUser(null));
  }
}

export async function login(dispatch: ShellDispatch, email: string, password: string): Promise<boolean> {
  try {
    const res = await apiClient.post<AuthResult>('/auth/login', { email, password });
    signIn(dispatch, res.data);
    toast(dispatch, t('toast.welcomeBack', { name: res.data.user.name }), 'success');
    return true;
  } catch (error) {
    clear();
    dispatch(authSignedOut());
    toast(dispatch, failureMessage(error, 'toast.loginFailed'), 'error');
    return false;
  }
}

export async function register(
  dispatch: ShellDispatch,
  input: { name: string; email: string; password: string; phone?: string; language?: string },
): Promise<boolean> {
  try {
    const res = await apiClient.post<AuthResult>('/auth/register', input);
    signIn(dispatch, res.data);
    toast(dispatch, t('toast.welcome', { brand: BRAND_NAME, name: res.data.user.name }), 'success');
    return true;
  } catch (error) {
    clear();
    dispatch(authSignedOut());
    toast(dispatch, failureMessage(error, 'toast.registrationFailed'), 'error');
    return false;
  }
}

/** Logout clears storage (and the server revokes the token); the caller returns to the language home. */
export async function logout(dispatch: ShellDispatch): Promise<void> {
  try {
    await apiClient.post('/auth/logout', undefined, { skipAuthRedirect: true });
    toast(dispatch, t('toast.loggedOut'), 'success');
  } catch (error) {
    toast(dispatch, failureMessage(error, 'toast.logoutFailed'), 'error');
  } finally {
    clear();
    // what this person typed at checkout in this tab goes with them
    try {
      window.sessionStorage.removeItem(STORAGE_KEYS.checkoutDraft);
    } catch {
      // storage blocked: nothing was kept
    }
    dispatch(authSignedOut());
    dispatch(appActions.setUser(null));
  }
}

/** Keeps the signed-in user's details (storage and store) in step with what the API returned. */
function applyUser(dispatch: ShellDispatch, user: UserDto) {
  const token = safeStorage()?.getItem(STORAGE_KEYS.token);
  if (token) save(token, user);
  dispatch(authUserUpdated(user));
  dispatch(appActions.setUser(user));
}

/**
 * A profile update merges the returned user. A new e-mail waits for the link sent to it: the result names that
 * address (`pendingEmail`), and the sign-in stays the old one until the link is opened.
 */
export async function updateProfile(
  dispatch: ShellDispatch,
  changes: { name?: string; email?: string; phone?: string; currentPassword?: string; language?: string },
): Promise<false | { pendingEmail?: string }> {
  try {
    const res = await apiClient.put<{ user: UserDto; pendingEmail?: string }>('/auth/profile', changes);
    applyUser(dispatch, res.data.user);
    if (res.data.pendingEmail)
      dispatch(
        toastRequested({ message: t('toast.emailChangePending', { email: res.data.pendingEmail }), type: 'success', duration: TOAST_DURATIONS.default }),
      );
    else toast(dispatch, t('toast.profileUpdated'), 'success');
    return { pendingEmail: res.data.pendingEmail };
  } catch (error) {
    toast(dispatch, failureMessage(error, 'toast.profileUpdateFailed'), 'error');
    return false;
  }
}

/** Opens a new e-mail's confirmation link; when that account is signed in here, its details follow. */
export async function confirmEmailChange(
  dispatch: ShellDispatch,
  token: string,
  signedInUserId: string | undefined,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const res = await apiClient.post<{ user: UserDto }>('/auth/email/confirm', { token });
    if (signedInUserId === res.data.user.id) applyUser(dispatch, res.data.user);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: apiErrorText(error) };
  }
}

export async function changePassword(dispatch: ShellDispatch, currentPassword: string, newPassword: string): Promise<boolean> {
  try {
    const res = await apiClient.post<{ token: string }>('/auth/change-password', { currentPassword, newPassword });
    safeStorage()?.setItem(STORAGE_KEYS.token, res.data.token);
    toast(dispatch, t('toast.passwordChanged'), 'success');
    return true;
  } catch (error) {
    toast(dispatch, failureMessage(error, 'toast.passwordChangeFailed'), 'error');
    return false;
  }
}

/** "Forgot your password?": always answered the same; an error text only when the request itself failed. */
export async function requestPasswordReset(email: string, language: string): Promise<string | null> {
  try {
    await apiClient.post('/auth/password/forgot', { email, language });
    return null;
  } catch (error) {
    return apiErrorText(error);
  }
}

/** A reset link's new password: signed in on success; otherwise the error's text (on the field when it is the password's). */
export async function resetPassword(
  dispatch: ShellDispatch,
  token: string,
  password: string,
): Promise<{ ok: true } | { ok: false; message: string; onField: boolean }> {
  try {
    const res = await apiClient.post<AuthResult>('/auth/password/reset', { token, password });
    signIn(dispatch, res.data);
    toast(dispatch, t('toast.passwordChanged'), 'success');
    return { ok: true };
  } catch (error) {
    return { ok: false, message: apiErrorText(error), onField: isApiFailure(error) && error.code === 'PASSWORD_TOO_COMMON' };
  }
}
