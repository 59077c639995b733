import { createSlice, authSignedIn, authSignedOut, authUserUpdated, injectSlice, type AuthState } from 'shared-lib';
import { defaultPermissions } from 'shared-lib/domain';

export const initialAuthState: AuthState = { status: 'loading', user: null, token: null, role: null, permissions: [] };

/** SPEC 4.4: the shell's auth state; any part of the site signs in or out with shared-lib's auth actions. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(authSignedIn, (state, { payload }) => {
        state.status = 'authenticated';
        state.user = payload.user;
        state.token = payload.token;
        state.role = payload.user.role;
        state.permissions = payload.user.permissions ?? defaultPermissions(payload.user.role);
      })
      .addCase(authUserUpdated, (state, { payload }) => {
        state.user = { ...state.user, ...payload };
        state.role = payload.role;
        state.permissions = payload.permissions;
      })
      .addCase(authSignedOut, () => ({ ...initialAuthState, status: 'unauthenticated' }));
  },
});

// the slice joins the store as this module loads
injectSlice(authSlice);
