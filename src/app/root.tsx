/**
 * The app root: starts the root actor once (src/machines/app.ts: the session, the toasts and, once signed in, the
 * live channel are its children), creates the two API clients, and wires the error catalogue of SPEC.md §8 to
 * toasts and to the session. `App` is the whole tree, the same for the browser and for the prerender
 * (src/prerender.tsx), so that hydration finds exactly what the server rendered.
 */
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { I18nextProvider } from 'react-i18next';
import { Router, type SsrContext } from 'wouter';
import type { i18n } from 'i18next';
import { createApi, type FailureReport } from '../graphql/api';
import { toastsMachine, THEME_OF } from '../machines/toasts';
import { appMachine, liveEventsOf, type LiveCode } from '../machines/app';
import { realEnvironment, type Environment } from '../machines/environment';
import {
  AppProvider,
  type AppServices,
  type SessionActor,
  type ToastsActor,
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
  // The clients need the session's token and the session needs the clients: the session is found below.
  const holder: { session?: SessionActor; toasts?: ToastsActor } = {};
  const notify = (content: string) =>
    holder.toasts?.send({ type: 'toasts.add', notice: { content, themeColor: THEME_OF.error } });

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

  // Live notifications act only while a session exists (SPEC.md §4): their code, and the MQTT client's, are
  // fetched the first time one does, never on the logged-out screens.
  const loadLive = fromPromise<LiveCode>(async () => {
    const [{ liveCode }, { showLiveNotice }] = await Promise.all([import('./live'), import('./live-notice')]);
    return liveCode({
      api,
      show: (notification) => {
        showLiveNotice(notification, {
          i18n: i18nInstance,
          toasts: holder.toasts!,
          sessionId: holder.session?.getSnapshot().context.company?.session_id,
        });
      },
    });
  });
  const root = createActor(
    appMachine.provide({
      actors: { session: provideSession(api, guestApi), toasts: toastsMachine, loadLive },
    }),
    { input: { token }, clock: environment },
  );
  // The root actor lives as long as the page: started once here, never restarted by React's effects.
  root.start();
  const session = root.system.get('session') as SessionActor;
  const toasts = root.system.get('toasts') as ToastsActor;
  Object.assign(holder, { session, toasts });
  showSessionNotices(session, toasts, (key) => i18nInstance.t(key));
  const languages = followAccountLanguage({
    session,
    shown: () => (isLanguage(i18nInstance.language) ? i18nInstance.language : DEFAULT_LANGUAGE),
    show: (language) => {
      rememberLanguage(language);
      void i18nInstance.changeLanguage(language);
    },
    save: async (language) => api.mutate((await loadDocuments()).CompanyUpdateLanguageDocument, { language }),
  });
  return { root, session, toasts, api, guestApi, languages, environment, live: liveEventsOf(root) };
}

export type RootServices = ReturnType<typeof createRootServices>;

export function Root({ i18n: i18nInstance, services }: { i18n: i18n; services: RootServices }) {
  const [language, setLanguageState] = useState<Language>(i18nInstance.language as Language);
  // The live channel, once the root has started it: the shell's status line tells its state.
  const broker = useSelector(services.root, (snapshot) => snapshot.context.broker);

  // The screens follow i18next, which announces a new language once its texts are loaded.
  useEffect(() => {
    const follow = (next: string) => {
      if (isLanguage(next)) setLanguageState(next);
    };
    i18nInstance.on('languageChanged', follow);
    return () => i18nInstance.off('languageChanged', follow);
  }, [i18nInstance]);

  const value: AppServices = useMemo(() => {
    const { languages, root: _root, ...shared } = services;
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
