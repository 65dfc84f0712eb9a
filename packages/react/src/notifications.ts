import type { Schemas } from '@guildforge/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGuildforgeClient } from './context.js';
import { queryDefaults, restoreCache, updateCachedItems } from './internal.js';
import { guildforgeKeys } from './keys.js';
import type { MutationCallbacks, NotificationListQuery, QueryHookOptions } from './types.js';

/**
 * One page of the signed-in user's notifications, newest first
 * ([listNotifications](https://docs.guildforge.io/docs/API/list-notifications)). Pass
 * `{ unread: true }` for a badge count and `{ refetchInterval: 60_000 }` to poll.
 */
export function useNotifications(query: NotificationListQuery = {}, options: QueryHookOptions<Schemas['NotificationList']> = {}) {
  const gf = useGuildforgeClient();
  return useQuery({
    ...queryDefaults,
    ...options,
    queryKey: guildforgeKeys.notifications.list(query),
    queryFn: ({ signal }) => gf.get('/notifications', { params: { query }, signal }),
  });
}

/**
 * Marks one notification read ([markNotificationRead](https://docs.guildforge.io/docs/API/mark-notification-read));
 * the variable is the `ntf_…` id. Cached lists show it read at once and are rolled back if the
 * call fails. Lists filtered with `unread: true` are refetched afterwards.
 */
export function useMarkNotificationRead(callbacks: MutationCallbacks<Schemas['Notification'], string> = {}) {
  const gf = useGuildforgeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) =>
      gf.post('/notifications/{notificationId}/read', { params: { path: { notificationId } } }),
    onMutate: async (notificationId) => {
      await queryClient.cancelQueries({ queryKey: guildforgeKeys.notifications.all() });
      const readAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
      return updateCachedItems<Schemas['Notification']>(queryClient, guildforgeKeys.notifications.all(), notificationId, (item) =>
        item.readAt ? item : { ...item, readAt },
      );
    },
    onSuccess: async (notification, notificationId) => {
      await callbacks.onSuccess?.(notification, notificationId);
      updateCachedItems<Schemas['Notification']>(queryClient, guildforgeKeys.notifications.all(), notification.id, () => notification);
    },
    onError: async (error, notificationId, previous) => {
      if (previous) restoreCache(queryClient, previous);
      await callbacks.onError?.(error, notificationId);
    },
    onSettled: async (notification, error, notificationId) => {
      await callbacks.onSettled?.(notification, error, notificationId);
      void queryClient.invalidateQueries({ queryKey: guildforgeKeys.notifications.all() });
    },
  });
}
