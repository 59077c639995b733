import type { RemoteName } from 'shared-lib';
import type { ReleasesOverview, RemoteRollout } from 'shared-lib/requests';
import { serverState } from 'shared-lib/server-state';

/** The Releases page (ADMIN and up): the overview, read every 15 s while open, and each change a mutation that reads it again. */
export const releasesApi = serverState.enhanceEndpoints({ addTagTypes: ['Releases'] }).injectEndpoints({
  endpoints: (build) => ({
    releases: build.query<ReleasesOverview, void>({ query: () => ({ url: '/admin/releases' }), providesTags: ['Releases'] }),
    putOnShare: build.mutation<RemoteRollout, { remote: RemoteName; entry: string; share: number; ownerEmail?: string }>({
      query: ({ remote, ...body }) => ({ url: `/admin/releases/${remote}/candidate`, method: 'PUT', body }),
      invalidatesTags: ['Releases'],
    }),
    setShare: build.mutation<RemoteRollout, { remote: RemoteName; share: number }>({
      query: ({ remote, share }) => ({ url: `/admin/releases/${remote}/share`, method: 'PATCH', body: { share } }),
      invalidatesTags: ['Releases'],
    }),
    promote: build.mutation<RemoteRollout, { remote: RemoteName }>({
      query: ({ remote }) => ({ url: `/admin/releases/${remote}/promote`, method: 'POST' }),
      invalidatesTags: ['Releases'],
    }),
    reset: build.mutation<RemoteRollout, { remote: RemoteName }>({
      query: ({ remote }) => ({ url: `/admin/releases/${remote}/reset`, method: 'POST' }),
      invalidatesTags: ['Releases'],
    }),
    rollBack: build.mutation<RemoteRollout, { remote: RemoteName }>({
      query: ({ remote }) => ({ url: `/admin/releases/${remote}/rollback`, method: 'POST' }),
      invalidatesTags: ['Releases'],
    }),
  }),
});
