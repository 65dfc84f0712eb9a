import { useMarkNotificationRead, useNotifications } from '@guildforge/react';
import { useState } from 'react';

/**
 * Unread count polled every minute, and a panel of the latest notifications. Opening one marks
 * it read: the list updates at once and rolls back if the call fails.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useNotifications({ unread: true, limit: 100 }, { refetchInterval: 60_000 });
  const latest = useNotifications({ limit: 20 }, { enabled: open });
  const markRead = useMarkNotificationRead();

  const count = unread.data?.data.length ?? 0;
  return (
    <div>
      <button onClick={() => setOpen(!open)} aria-expanded={open}>
        Notifications{count > 0 && ` (${unread.data?.hasMore ? '100+' : count})`}
      </button>
      {open && (
        <ul>
          {latest.data?.data.map((notification) => (
            <li key={notification.id} style={{ fontWeight: notification.readAt ? 'normal' : 'bold' }}>
              <a
                href={notification.actionUrl ?? '#'}
                onClick={() => {
                  if (!notification.readAt) markRead.mutate(notification.id);
                }}
              >
                {notification.title}
              </a>
              <p>{notification.body}</p>
              <time dateTime={notification.createdAt}>{new Date(notification.createdAt).toLocaleString()}</time>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
