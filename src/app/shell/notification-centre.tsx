/**
 * The bell's notification centre for the whole signed-in shell: one flow (src/machines/notifications.ts) over
 * the newest notices and the unread count, started once with the shell and followed by the bell of the sidebar,
 * the bell of the phone's top bar and the drawer's entry alike.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { NOTIFICATIONS_PANEL_SIZE } from '../../domain/notifications';
import type { NotificationsActor } from '../../machines/notifications';
import { useFlow, useFlowOptions } from '../../screens/shared/app-context';

const CentreContext = createContext<NotificationsActor | null>(null);

export function NotificationCentreProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(useFlow('notifications'), {
    ...useFlowOptions(),
    input: { query: { filter: 'all', before: '' }, pageSize: NOTIFICATIONS_PANEL_SIZE },
  });
  return <CentreContext.Provider value={actor}>{children}</CentreContext.Provider>;
}

export function useNotificationCentre(): NotificationsActor {
  const actor = useContext(CentreContext);
  if (!actor) throw new Error('useNotificationCentre must be used inside NotificationCentreProvider');
  return actor;
}

export const useUnreadCount = (): number => useSelector(useNotificationCentre(), (s) => s.context.unread);

/** The count as a badge shows it: at most 99+. */
export const countText = (count: number): string => (count > 99 ? '99+' : String(count));
