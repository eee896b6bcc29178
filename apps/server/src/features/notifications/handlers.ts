import { and, count, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { FeatureHandlers } from '../../platform/api';

export const notificationsHandlers: FeatureHandlers<'getNotificationCount'> = {
  // The bell's count (spec 000 §2.3). Always the caller's own: the userEmail parameter is not trusted.
  getNotificationCount: async ({ db, auth }) => {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, auth.userId), isNull(notifications.readAt)));
    return { notificationCount: row?.n ?? 0 };
  },
};
