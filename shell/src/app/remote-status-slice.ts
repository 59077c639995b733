import { createSlice, remoteLoadReported, injectSlice, type RemoteLoadStatus } from 'shared-lib';

/** The remotes the shell loaded, with version, contract and load time, and any that failed (for the staff). */
export const remoteStatusSlice = createSlice({
  name: 'remoteStatus',
  initialState: {} as Record<string, RemoteLoadStatus>,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(remoteLoadReported, (state, action) => {
      const previous = state[action.payload.name];
      // A module of a remote that already loaded says nothing new unless it failed.
      if (previous?.status === 'loaded' && action.payload.status === 'loaded') return;
      state[action.payload.name] = action.payload;
    });
  },
});

// the slice joins the store as this module loads
injectSlice(remoteStatusSlice);
