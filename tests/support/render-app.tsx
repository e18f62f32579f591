/**
 * Renders a screen the way the app does: inside AppProvider (session and toasts actors, the two API clients,
 * the language), the real translations and a memory router, so a test can read the URL it navigated to.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  AppProvider,
  FlowsProvider,
  type AppServices,
  type SessionActor,
} from '../../src/screens/shared/app-context';
import { sessionMachine, type Company } from '../../src/machines/session';
import { sessionWith } from '../../src/machines/session-calls';
import { toastsMachine } from '../../src/machines/toasts';
import { createTestI18n, TestI18n } from './i18n';
import { fakeApi, type FakeApi } from './fake-api';
import { createFlows } from '../../src/app/actors';
import { provideGuestFlows } from '../../src/app/actors/guest-forms';
import { createMoneyFlows } from '../../src/app/actors/money';
import { provideDealFlows } from '../../src/app/actors/deals';
import { provideCampaignWizard } from '../../src/app/actors/campaign-wizard';
import type { Flows } from '../../src/screens/shared/flows';
import { realEnvironment, type Environment } from '../../src/machines/environment';
import { liveHub, type LiveHub } from './live-hub';

type Options = {
  /** The live events the screen's flows follow; the test publishes on them (`live` in the result). */
  live?: LiveHub;
  session?: SessionActor;
  api?: FakeApi;
  guestApi?: FakeApi;
  language?: 'en' | 'es';
  /** The URL to start at, with its query string. */
  path?: string;
  /**
   * Flows to use instead of the real ones on the fake API (e.g. with calls a model-based test settles). Every
   * group is given, as if the route table had named it.
   */
  flows?: Partial<Flows>;
  /** Watches the flows' actors the screen starts. */
  inspect?: AppServices['inspect'];
  /** The clock and ids of the actors the screen starts (the real ones unless given). */
  environment?: Environment;
};

export function renderScreen(ui: ReactElement, options: Options = {}) {
  const language = options.language ?? 'en';
  const i18n = createTestI18n(language);
  const session = options.session ?? createActor(sessionMachine, { input: { token: null } }).start();
  const toasts = createActor(toastsMachine).start();
  const api = options.api ?? fakeApi();
  const guestApi = options.guestApi ?? fakeApi();
  const live = options.live ?? liveHub();
  const [pathname = '/', search = ''] = (options.path ?? '/').split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const services: AppServices = {
    session,
    toasts,
    api,
    guestApi,
    inspect: options.inspect,
    language,
    locale: language === 'es' ? 'es-ES' : 'en-US',
    setLanguage: () => {},
    environment: options.environment ?? realEnvironment,
    live,
    // Back pops the address shown and goes to the one before it.
    back: () => {
      const entries = location.history ?? [];
      if (entries.length < 2) return;
      entries.pop();
      location.navigate(entries.pop() as string);
    },
  };
  const flows: Flows = {
    ...createFlows(api, live),
    ...createMoneyFlows(api, () => session.getSnapshot().context.token, live),
    ...provideDealFlows(api, live),
    campaignWizard: provideCampaignWizard(api),
    ...provideGuestFlows(guestApi, session),
    ...options.flows,
  } as Flows;
  const result = render(
    <TestI18n instance={i18n}>
      <AppProvider value={services}>
        <FlowsProvider value={flows}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </FlowsProvider>
      </AppProvider>
    </TestI18n>,
  );
  const notices = () => toasts.getSnapshot().context.notices.map((notice) => notice.getSnapshot().context);
  return { ...result, session, toasts, notices, api, guestApi, location, i18n, live };
}

/** A company as CompanyData returns it; override what the test is about. */
export function aCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 'c1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    role: 'company',
    has_verified_email: true,
    onboard_position: 1,
    phone: '5551234567',
    area_code: '+1',
    company_name: 'Analytical Engines',
    profile_picture_image: null,
    privacy: false,
    created_at: '2026-01-15T10:00:00.000Z',
    impersonated: false,
    language: 'en',
    session_id: 's1',
    bank_transfer_information: null,
    wallet: {
      user_id: 'c1',
      balance: 0,
      currency: { id: 'usd', name: 'US Dollar', symbol: '$', code: 'USD' },
    },
    ...overrides,
  };
}

type SessionFakes = Partial<{
  loadCompany: () => Promise<Company>;
  login: (input: { email: string; password: string }) => Promise<{ token: string }>;
  signup: (input: { email: string; password: string }) => Promise<{ token: string }>;
  verifyCode: (input: { code: string }) => Promise<void>;
  resendCode: () => Promise<void>;
  submitAboutYou: (input: unknown) => Promise<void>;
  logout: () => Promise<void>;
  impersonate: (input: { linkToken: string }) => Promise<{ token: string }>;
}>;

const never = () => new Promise<never>(() => {});

/** A session actor whose calls are the given fakes (the others never answer), started with a token or not. */
/** A session on fake calls; `environment` is its clock and ids (src/machines/environment.ts), the real ones unless given. */
export function fakeSession(
  fakes: SessionFakes,
  token: string | null = null,
  environment?: Environment,
): SessionActor {
  const machine = sessionWith({
    loadCompany: fromPromise(() => (fakes.loadCompany ?? never)()),
    login: fromPromise(({ input }) => (fakes.login ?? never)(input)),
    signup: fromPromise(({ input }) => (fakes.signup ?? never)(input)),
    verifyCode: fromPromise(({ input }) => (fakes.verifyCode ?? never)(input)),
    resendCode: fromPromise(() => (fakes.resendCode ?? never)()),
    submitAboutYou: fromPromise(({ input }) => (fakes.submitAboutYou ?? never)(input)),
    logout: fromPromise(() => (fakes.logout ?? never)()),
    impersonate: fromPromise(({ input }) => (fakes.impersonate ?? never)(input)),
  });
  return createActor(machine, { input: { token }, ...(environment ? { clock: environment } : {}) }).start();
}
