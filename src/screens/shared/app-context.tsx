/**
 * What every screen may reach: the root actors (session, toasts), the two API clients and the language.
 * The app root provides them; screens read narrow slices through these hooks.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import type { Api } from '../../graphql/api';
import type { sessionMachine, SessionSnapshot, Company, Place } from '../../machines/session';
import { placeOf } from '../../machines/session';
import type { toastsMachine, NoticeInput, ToastType } from '../../machines/toasts';
import { THEME_OF } from '../../machines/toasts';
import type { Language } from '../../domain/language';
import type { brokerMachine } from '../../machines/broker';
import type { Flows } from './flows';
import type { Environment } from '../../machines/environment';
import type { LiveEvents } from '../../machines/app';

export type { Language };

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type ToastsActor = ActorRefFrom<typeof toastsMachine>;
export type BrokerActor = ActorRefFrom<typeof brokerMachine>;

export type AppServices = {
  session: SessionActor;
  toasts: ToastsActor;
  /** Sends the session token. */
  api: Api;
  /** Never sends a token: for the logged-out calls. */
  guestApi: Api;
  /** Watches the flows' actors a screen starts (model-based tests record the transitions they take). */
  inspect?: (event: InspectionEvent) => void;
  language: Language;
  /** BCP 47 locale of the language, for Intl. */
  locale: string;
  setLanguage: (language: Language) => void;
  /** The live connection, once live updates have started (null or absent before). */
  broker?: BrokerActor | null;
  /** The browser's Back: the address before the one last pushed (tests step their memory location back). */
  back: () => void;
  /** The clock and ids every actor runs on (src/machines/environment.ts): the real ones in the app. */
  environment: Environment;
  /** The live notifications the root actor emits, for the flows that follow them (LiveEvents, src/machines/app.ts). */
  live: LiveEvents;
};

const AppContext = createContext<AppServices | null>(null);

export function AppProvider({ value, children }: { value: AppServices; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp must be used inside AppProvider');
  return services;
}

export const useApi = (): Api => useApp().api;
export const useLiveEvents = (): LiveEvents => useApp().live;
export const useBack = (): (() => void) => useApp().back;
export const useGuestApi = (): Api => useApp().guestApi;
const FlowsContext = createContext<Partial<Flows>>({});

/**
 * Gives the screens below it a group of flows, beside those given above it: the authenticated shell gives the
 * signed-in group, and a route of the route table the group it names (src/app/routes.tsx).
 */
export function FlowsProvider({ value, children }: { value: Partial<Flows>; children: ReactNode }) {
  const above = useContext(FlowsContext);
  const flows = useMemo(() => ({ ...above, ...value }), [above, value]);
  return <FlowsContext.Provider value={flows}>{children}</FlowsContext.Provider>;
}

/** A screen's flow, given its real actors by its group (src/screens/shared/flows.ts). */
export function useFlow<Name extends keyof Flows>(name: Name): Flows[Name] {
  const flow = useContext(FlowsContext)[name];
  if (flow === undefined) {
    throw new Error(
      `No flow "${name}" here: the route table gives each screen its flows' group (src/app/routes.tsx)`,
    );
  }
  return flow as Flows[Name];
}
/** Options for `useActorRef` when a screen starts its flow: whoever watches the flows sees it too. */
export function useFlowOptions() {
  const { inspect, environment } = useApp();
  return { inspect, clock: environment };
}
/** One of the account settings' forms, given its call. */
export const useFormFlow = <Name extends keyof Flows['forms']>(name: Name): Flows['forms'][Name] =>
  useFlow('forms')[name];
export const useSessionActor = (): SessionActor => useApp().session;

/** A narrow slice of the session's state. */
export function useSession<T>(
  selector: (snapshot: SessionSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useApp().session, selector, compare);
}

export const usePlace = (): Place => useSession(placeOf);
export const useCompany = (): Company | null => useSession((snapshot) => snapshot.context.company);

export function useToasts() {
  const { toasts } = useApp();
  return useMemo(
    () => ({
      show: (notice: NoticeInput) => toasts.send({ type: 'toasts.add', notice }),
      /** A notice of a toast type (info, error, success, warning). */
      notify: (type: ToastType, content: string, id?: string) =>
        toasts.send({
          type: 'toasts.add',
          notice: { content, themeColor: THEME_OF[type], ...(id ? { id } : {}) },
        }),
      remove: (id: string) => toasts.send({ type: 'toasts.remove', id }),
    }),
    [toasts],
  );
}

export function useLanguage() {
  const { language, locale, setLanguage } = useApp();
  return { language, locale, setLanguage };
}
