/**
 * The app root: creates the root actors once (session, toasts), the two API clients, and wires the error
 * catalogue of SPEC.md §8 to toasts and to the session. `App` is the whole tree, the same for the browser and
 * for the prerender (src/prerender.tsx), so that hydration finds exactly what the server rendered.
 */
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createActor } from 'xstate';
import { I18nextProvider } from 'react-i18next';
import { Router, type SsrContext } from 'wouter';
import type { i18n } from 'i18next';
import { createApi, type FailureReport } from '../graphql/api';
import { toastsMachine, THEME_OF } from '../machines/toasts';
import { realEnvironment, type Environment } from '../machines/environment';
import {
  AppProvider,
  type AppServices,
  type BrokerActor,
  type SessionActor,
} from '../screens/shared/app-context';
import { provideSession, showSessionNotices } from './actors/session';
import { loadDocuments } from '../graphql/documents';
import { DEFAULT_LANGUAGE, isLanguage } from '../domain/language';
import { LOCALE_OF, rememberLanguage, type Language } from './i18n';
import { followAccountLanguage } from './account-language';
import { AppRoutes } from './routes';
import { ToastViewport } from './toast-viewport';
import { ImpersonationBanner } from './impersonation-banner';

export const GRAPHQL_URL = '/graphql';

/**
 * Builds the root actors and clients; separate from React so a test can build them with fakes. `token` is the
 * stored session token (the prerender has none: it renders what a logged-out visitor sees).
 */
export function createRootServices(
  i18nInstance: i18n,
  token: string | null,
  environment: Environment = realEnvironment,
) {
  const toasts = createActor(toastsMachine, { clock: environment }).start();
  const notify = (content: string) =>
    toasts.send({ type: 'toasts.add', notice: { content, themeColor: THEME_OF.error } });
  // The clients need the session's token and the session needs the clients: the session is attached below.
  const holder: { session?: SessionActor } = {};

  const onFailure = (report: FailureReport) => {
    switch (report.kind) {
      case 'unauthorized':
        // Whether this refusal logs the user out, and says so, is the session's to decide.
        holder.session?.send({ type: 'session.unauthorized' });
        return;
      case 'network':
        notify(i18nInstance.t('errors:network', { message: report.message }));
        return;
      case 'notFound':
        notify(i18nInstance.t('errors:notFound'));
        return;
      case 'graphql':
        console.error(`GraphQL error in ${report.operation}:`, report.messages.join('; '));
        return;
    }
  };

  const getLanguage = () => i18nInstance.language;
  const api = createApi({
    url: GRAPHQL_URL,
    getToken: () => holder.session?.getSnapshot().context.token ?? null,
    onFailure,
    getLanguage,
  });
  const guestApi = createApi({ url: GRAPHQL_URL, getToken: () => null, onFailure, getLanguage });
  const session = createActor(provideSession(api, guestApi), { input: { token }, clock: environment });
  holder.session = session;
  showSessionNotices(session, toasts, (key) => i18nInstance.t(key));
  // The root actors live as long as the page: started once here, never restarted by React's effects.
  session.start();
  const languages = followAccountLanguage({
    session,
    shown: () => (isLanguage(i18nInstance.language) ? i18nInstance.language : DEFAULT_LANGUAGE),
    show: (language) => {
      rememberLanguage(language);
      void i18nInstance.changeLanguage(language);
    },
    save: async (language) => api.mutate((await loadDocuments()).CompanyUpdateLanguageDocument, { language }),
  });
  return { session, toasts, api, guestApi, languages, environment };
}

export type RootServices = ReturnType<typeof createRootServices>;

export function Root({ i18n: i18nInstance, services }: { i18n: i18n; services: RootServices }) {
  const [language, setLanguageState] = useState<Language>(i18nInstance.language as Language);
  const [broker, setBroker] = useState<BrokerActor | null>(null);

  // The screens follow i18next, which announces a new language once its texts are loaded.
  useEffect(() => {
    const follow = (next: string) => {
      if (isLanguage(next)) setLanguageState(next);
    };
    i18nInstance.on('languageChanged', follow);
    return () => i18nInstance.off('languageChanged', follow);
  }, [i18nInstance]);

  // Live notifications start once the app has mounted and act only while a session exists (SPEC.md §4). Their
  // code (and the MQTT client) is fetched the first time a session appears, never on the logged-out screens.
  useEffect(() => {
    let stopLive: (() => void) | undefined;
    let cancelled = false;
    const begin = () => {
      subscription.unsubscribe();
      void Promise.all([
        import('./live'),
        import('./live-notice'),
        import('./live-deals'),
        import('./live-notices'),
      ]).then(([{ startLive }, { showLiveNotice }, { publishDealEvent }, { publishNotice }]) => {
        if (cancelled) return;
        const live = startLive({
          environment: services.environment,
          session: services.session,
          api: services.api,
          onNotification: (notification) => {
            showLiveNotice(notification, {
              i18n: i18nInstance,
              toasts: services.toasts,
              sessionId: services.session.getSnapshot().context.company?.session_id,
            });
            publishDealEvent(notification);
            publishNotice(notification);
          },
          refreshUser: () => services.session.send({ type: 'session.refresh' }),
        });
        stopLive = live.stop;
        setBroker(live.broker);
      });
    };
    const subscription = services.session.subscribe((snapshot) => {
      if (snapshot.context.token) begin();
    });
    if (services.session.getSnapshot().context.token) begin();
    return () => {
      cancelled = true;
      subscription.unsubscribe();
      stopLive?.();
      setBroker(null);
    };
  }, [services, i18nInstance]);

  const value: AppServices = useMemo(() => {
    const { languages, ...shared } = services;
    return {
      ...shared,
      language,
      locale: LOCALE_OF[language],
      setLanguage: languages.choose,
      broker,
      back: () => window.history.back(),
    };
  }, [services, language, broker]);

  return (
    <I18nextProvider i18n={i18nInstance}>
      <AppProvider value={value}>
        <ImpersonationBanner />
        <AppRoutes />
        <ToastViewport />
      </AppProvider>
    </I18nextProvider>
  );
}

/**
 * The whole app. In the browser the router follows the address bar; the prerender gives it the path to render
 * (`ssr.path`) and learns from `ssr.context` whether the page redirected instead.
 */
export function App({
  i18n: i18nInstance,
  services,
  ssr,
}: {
  i18n: i18n;
  services: RootServices;
  ssr?: { path: string; context: SsrContext };
}) {
  return (
    <StrictMode>
      <Router ssrPath={ssr?.path} ssrContext={ssr?.context}>
        <Root i18n={i18nInstance} services={services} />
      </Router>
    </StrictMode>
  );
}
