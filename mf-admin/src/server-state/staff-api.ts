import { apiClient, authUserUpdated, DELIVERY_ZONE_PATHS, type ApiFailure, type DeliveryZonesDto, type PublicSettings, type UserDto } from 'shared-lib';
import { type Language, type Role } from 'shared-lib/domain';
import type { DeliveryZonesBody } from 'shared-lib/requests';
import { serverState } from 'shared-lib/server-state';
import type { KitchenDisplay } from '../displays/kitchen-displays';
import { followEvents } from '../live/event-stream';
import type { ChatMessage } from '../pages/chat-page';
import type { Message } from '../pages/contacts-page';
import type { SentMail, Notifications } from '../pages/emails-page';
import type { AdminImage } from '../pages/gallery-page';
import type { AdminReservation } from '../pages/reservations-page';
import type { UsersPage } from '../pages/users-page';

type Params = Record<string, string | number | undefined>;

/**
 * The staff area's other resources, the RTK Query way: each list a query with its tag, each write a mutation that
 * invalidates the lists it changes (accounts, contact messages, bookings, gallery, e-mails, kitchen displays, settings);
 * the staff chat's messages arrive on the cache entry itself (`onCacheEntryAdded`).
 */
export const staffApi = serverState
  .enhanceEndpoints({ addTagTypes: ['User', 'Contact', 'Reservation', 'Gallery', 'Mail', 'Device', 'Settings', 'Ordering'] })
  .injectEndpoints({
    endpoints: (build) => ({
      users: build.query<UsersPage, Params>({ query: (params) => ({ url: '/admin/users', params }), providesTags: ['User'] }),
      createStaff: build.mutation<UserDto, { name: string; email: string; password: string; role: Role }>({
        query: (body) => ({ url: '/admin/users', method: 'POST', body }),
        invalidatesTags: ['User'],
      }),
      changeRole: build.mutation<UserDto, { id: string; role: Role }>({
        query: ({ id, role }) => ({ url: `/admin/users/${id}/role`, method: 'PATCH', body: { role } }),
        invalidatesTags: ['User'],
      }),

      contacts: build.query<Message[], void>({ query: () => ({ url: '/admin/contacts' }), providesTags: ['Contact'] }),
      subscribers: build.query<Array<{ email: string; createdAt: string }>, void>({
        query: () => ({ url: '/admin/contacts/subscribers' }),
        providesTags: ['Contact'],
      }),
      setContactStatus: build.mutation<Message, { id: number; status: Message['status'] }>({
        query: ({ id, status }) => ({ url: `/admin/contacts/${id}`, method: 'PATCH', body: { status } }),
        invalidatesTags: ['Contact'],
      }),

      reservations: build.query<AdminReservation[], { date: string }>({
        query: (params) => ({ url: '/admin/reservations', params }),
        providesTags: ['Reservation'],
      }),
      setReservationStatus: build.mutation<AdminReservation, { code: string; status: AdminReservation['status'] }>({
        query: ({ code, status }) => ({ url: `/admin/reservations/${code}/status`, method: 'PATCH', body: { status } }),
        invalidatesTags: ['Reservation'],
      }),

      gallery: build.query<AdminImage[], void>({ query: () => ({ url: '/admin/gallery' }), providesTags: ['Gallery'] }),
      updateGalleryImage: build.mutation<AdminImage, { id: string; changes: Record<string, unknown> }>({
        query: ({ id, changes }) => ({ url: `/admin/gallery/${id}`, method: 'PATCH', body: changes }),
        invalidatesTags: ['Gallery'],
      }),
      /** A picture and its titles (multipart), with the upload's progress in percent (a phone on a slow line sees it move). */
      uploadGalleryImage: build.mutation<AdminImage, { form: FormData; onProgress?: (percent: number) => void }>({
        queryFn: async ({ form, onProgress }) => {
          try {
            const saved = await apiClient.post<AdminImage>('/gallery/upload', form, {
              // not JSON: axios then leaves the multipart boundary to the browser
              headers: { 'Content-Type': 'multipart/form-data' },
              onUploadProgress: (p) => onProgress?.(Math.round(((p.loaded ?? 0) / (p.total ?? p.loaded ?? 1)) * 100)),
            });
            return { data: saved.data };
          } catch (error) {
            return { error: error as ApiFailure };
          }
        },
        invalidatesTags: ['Gallery'],
      }),
      deleteGalleryImage: build.mutation<null, string>({ query: (id) => ({ url: `/admin/gallery/${id}`, method: 'DELETE' }), invalidatesTags: ['Gallery'] }),

      sentMail: build.query<SentMail[], { status?: 'failed' }>({ query: (params) => ({ url: '/admin/mail', params }), providesTags: ['Mail'] }),
      retryMail: build.mutation<null, number>({ query: (id) => ({ url: `/admin/mail/${id}/retry`, method: 'POST' }), invalidatesTags: ['Mail'] }),
      mailNotifications: build.query<Notifications, void>({ query: () => ({ url: '/admin/mail/notifications' }), providesTags: ['Mail'] }),
      setMailNotifications: build.mutation<Notifications, Notifications>({
        query: (body) => ({ url: '/admin/mail/notifications', method: 'PUT', body }),
        invalidatesTags: ['Mail'],
      }),

      kitchenDisplays: build.query<KitchenDisplay[], void>({ query: () => ({ url: '/admin/devices' }), providesTags: ['Device'] }),
      endKitchenDisplay: build.mutation<null, string>({ query: (id) => ({ url: `/admin/devices/${id}`, method: 'DELETE' }), invalidatesTags: ['Device'] }),
      /** Signs this device in as a kitchen display: the answer is the display's own session. */
      makeKitchenDisplay: build.mutation<{ user: UserDto; token: string }, { name: string }>({
        query: (body) => ({ url: '/admin/devices', method: 'POST', body }),
        invalidatesTags: ['Device'],
      }),

      /** The settings as a manager edits them (the public ones) or as the super admin does (everything). */
      settings: build.query<PublicSettings, { all: boolean }>({
        query: ({ all }) => ({ url: all ? '/admin/settings' : '/settings' }),
        providesTags: ['Settings'],
      }),
      /** Every delivery zone at once, in the order they are tried (the checkout's map and prices follow). */
      saveDeliveryZones: build.mutation<DeliveryZonesDto, DeliveryZonesBody>({
        query: (body) => ({ url: DELIVERY_ZONE_PATHS.admin, method: 'PUT', body }),
        invalidatesTags: ['DeliveryZones'],
      }),
      saveOperations: build.mutation<PublicSettings, Record<string, unknown>>({
        query: (body) => ({ url: '/admin/settings/operations', method: 'PUT', body }),
        invalidatesTags: ['Settings'],
      }),
      saveSettings: build.mutation<PublicSettings, Record<string, unknown>>({
        query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
        invalidatesTags: ['Settings'],
      }),
      ordering: build.query<{ paused: boolean }, void>({ query: () => ({ url: '/admin/ordering' }), providesTags: ['Ordering'] }),
      setOrdering: build.mutation<{ paused: boolean }, { paused: boolean }>({
        query: (body) => ({ url: '/admin/ordering', method: 'PUT', body }),
        invalidatesTags: ['Ordering'],
      }),

      /** The last messages, then each new one as the chat's stream brings it (a message is never shown twice). */
      chatMessages: build.query<ChatMessage[], void>({
        query: () => ({ url: '/admin/chat/messages' }),
        async onCacheEntryAdded(_arg, lifecycle) {
          const { cacheDataLoaded, cacheEntryRemoved } = lifecycle;
          await cacheDataLoaded.catch(() => undefined);
          const add = (messages: ChatMessage[]) =>
            lifecycle.updateCachedData((list) => {
              for (const message of messages) if (!list.some((m) => m.id === message.id)) list.push(message);
              list.sort((a, b) => a.id - b.id);
            });
          const stop = followEvents(
            '/admin/chat/events',
            (type, data) => type === 'message' && add([data as ChatMessage]),
            // back after a drop: the messages sent meanwhile are read again (the stream does not replay them)
            () =>
              void apiClient
                .get<ChatMessage[]>('/admin/chat/messages')
                .then((res) => add(res.data))
                .catch(() => undefined),
          );
          await cacheEntryRemoved;
          stop();
        },
      }),
      /**
       * The language chosen in the staff area, remembered for this person (PUT /auth/language). The session's user takes it
       * at once, so the area follows the choice while it is saved; if saving fails (offline), this device keeps the choice
       * and the next sign-in brings the one the account remembers.
       */
      chooseLanguage: build.mutation<UserDto, { user: UserDto; language: Language | null }>({
        query: ({ language }) => ({ url: '/auth/language', method: 'PUT', body: { language } }),
        async onQueryStarted({ user, language }, { dispatch, queryFulfilled }) {
          dispatch(authUserUpdated({ ...user, language }));
          const saved = await queryFulfilled.catch(() => null);
          if (saved) dispatch(authUserUpdated(saved.data));
        },
      }),
      postChatMessage: build.mutation<ChatMessage, { body: string }>({
        query: (body) => ({ url: '/admin/chat/messages', method: 'POST', body }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data: message } = await queryFulfilled.catch(() => ({ data: null }));
          if (message) {
            dispatch(
              staffApi.util.updateQueryData('chatMessages', undefined, (list) => {
                if (!list.some((m) => m.id === message.id)) list.push(message);
              }),
            );
          }
        },
      }),
    }),
  });
