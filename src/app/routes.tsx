/**
 * The route table of SPEC.md §2. Each route names its guard; the guard asks the session where the user may
 * be (src/app/guards.ts). Screens load as separate chunks behind a loading overlay.
 */
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { matchRoute } from 'wouter';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../ui';
import { SCROLL_TO_TOP_DELAY_MS } from '../domain/constants';
import { RETURN_PARAM, safeReturnPath } from '../domain/navigation';
import { DocumentTitle } from './document-title';
import { usePlace, useSession } from '../screens/shared/app-context';
import { decide, type Guard } from './guards';
import { Unavailable } from './unavailable';
import * as S from './screens';
import type { LazyScreen } from './screens';

function Overlay() {
  const { t } = useTranslation();
  return <LoadingOverlay label={t('loading')} />;
}

/** Applies a guard, then renders the page or sends the user where they belong. */
function Guarded({ guard, children }: { guard: Guard; children: ReactNode }) {
  const wanted = safeReturnPath(new URLSearchParams(useSearch()).get(RETURN_PARAM));
  const decision = decide(guard, usePlace(), wanted);
  switch (decision.kind) {
    case 'render':
      return <>{children}</>;
    case 'redirect':
      return <Redirect to={decision.to} replace />;
    case 'wait':
      return <Overlay />;
    case 'unavailable':
      return <Unavailable />;
  }
}

/** A logged-out page; `forms`: whether its screen runs the guest forms (src/app/flows/guest.tsx). */
function GuestPage({ guard, forms, children }: { guard: Guard; forms?: boolean; children: ReactNode }) {
  return (
    <Guarded guard={guard}>
      <S.GuestLayout>
        <Suspense fallback={<Overlay />}>
          {forms ? <S.GuestFlowGroup>{children}</S.GuestFlowGroup> : children}
        </Suspense>
      </S.GuestLayout>
    </Guarded>
  );
}

type Params = Record<string, string | undefined>;
type AppRoute = { path: string; render: (params: Params) => ReactNode };
type Group = ComponentType<{ children: ReactNode }>;

/**
 * One route of the authenticated layout: its screen, the group of flows the screen runs beside the signed-in ones
 * the shell gives (src/app/flows), and the screen's props from the address. Both chunks start loading together.
 * The screen is keyed by `key` (by default its props): a screen of one record (a campaign, a deal, a product)
 * started by a link from another starts its own flow instead of keeping the first one's.
 */
function route<Props extends object>(
  path: string,
  screen: LazyScreen<Props>,
  options: { flows?: Group; key?: (params: Params) => string } & (keyof Props extends never
    ? { props?: (params: Params) => Props }
    : { props: (params: Params) => Props }),
): AppRoute {
  return {
    path,
    render(params) {
      void screen.preload();
      const props = options.props?.(params) ?? ({} as Props);
      const Screen = screen as ComponentType<Props>;
      const element = <Screen key={options.key?.(params) ?? JSON.stringify(props)} {...props} />;
      const Flows = options.flows;
      return Flows ? <Flows>{element}</Flows> : element;
    },
  };
}

const param = (params: Params, name: string) => params[name] ?? '';

/** Routes of the authenticated layout; more specific paths first. */
export const APP_ROUTES: AppRoute[] = [
  route('/', S.DashboardScreen, { flows: S.DealFlowGroup }),
  // One route for the wizard's five steps (type, settings, parameters, summary, created): the screen stays
  // mounted from step to step, and its machine decides which step an address may show.
  route('/campaign/creation/:step', S.CampaignCreationScreen, {
    flows: S.WizardFlowGroup,
    props: (params) => ({ step: param(params, 'step') }),
    key: () => 'wizard',
  }),
  route('/campaign/:campaignId?/creators-discovery', S.CreatorsDiscoveryScreen, {
    flows: S.DealFlowGroup,
    props: (params) => ({ campaignId: param(params, 'campaignId') }),
  }),
  route('/campaign/:campaignId?/product/:productId?', S.CampaignOverviewScreen, {
    props: (params) => ({ campaignId: param(params, 'campaignId'), productId: param(params, 'productId') }),
  }),
  route('/campaign/:campaignId?', S.CampaignProductsScreen, {
    props: (params) => ({ campaignId: param(params, 'campaignId') }),
  }),
  route('/deal/:dealId?', S.DealOverviewScreen, {
    flows: S.DealFlowGroup,
    props: (params) => ({ dealId: param(params, 'dealId') }),
  }),
  route('/campaigns', S.CampaignListingScreen, {}),
  route('/brands', S.BrandListingScreen, {}),
  route('/deals', S.DealListingScreen, { flows: S.DealFlowGroup }),
  route('/products', S.ProductsScreen, {}),
  route('/product/:productId', S.ProductOverviewScreen, {
    props: (params) => ({ productId: param(params, 'productId') }),
  }),
  route('/content', S.ContentListingScreen, { flows: S.DealFlowGroup }),
  route('/account/overview', S.AccountOverviewScreen, {}),
  route('/account/billing', S.BillingScreen, { flows: S.MoneyFlowGroup }),
  route('/account/payment-methods', S.PaymentMethodsScreen, { flows: S.MoneyFlowGroup }),
  route('/wallet', S.WalletScreen, { flows: S.MoneyFlowGroup }),
  route('/notifications', S.NotificationsScreen, {}),
];

/** Everything that is not a logged-out route: the authenticated layout, or the right not-found page. */
function AppArea() {
  const place = usePlace();
  const [location] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  const known = APP_ROUTES.some((route) => matchRoute(parser, route.path, location)[0]);
  const loggedOutByChoice = useSession((snapshot) => snapshot.context.loggedOutReason === 'chosen');
  // Logging in brings the visitor back here (the dashboard needs no reminder), unless they logged out here.
  const back =
    location === '/' || loggedOutByChoice
      ? ''
      : `?${RETURN_PARAM}=${encodeURIComponent(location + (search ? `?${search}` : ''))}`;

  if (place === 'pending') return <Overlay />;
  if (place === 'unavailable') return <Unavailable />;
  if (place === 'guest') {
    return known ? (
      <Redirect to={`/login${back}`} replace />
    ) : (
      <GuestPage guard="none">
        <S.NotFoundScreen />
      </GuestPage>
    );
  }
  if (place !== 'ready') return <Guarded guard="completeOnboarding">{null}</Guarded>;
  return (
    <S.SignedInShell>
      <Switch>
        {APP_ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            {(params: Params) => route.render(params)}
          </Route>
        ))}
        <Route>
          <S.NotFoundInAppScreen />
        </Route>
      </Switch>
    </S.SignedInShell>
  );
}

/** Navigation scrolls to the top after a short delay (SPEC.md §2, §9). */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location]);
  return null;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Overlay />}>
      <ScrollToTop />
      <DocumentTitle />
      <Switch>
        <Route path="/login">
          <GuestPage guard="loggedOutOnly">
            <S.LoginScreen />
          </GuestPage>
        </Route>
        <Route path="/signup">
          <GuestPage guard="loggedOutOnly">
            <S.SignupScreen />
          </GuestPage>
        </Route>
        <Route path="/forgot">
          <GuestPage guard="loggedOutOnly" forms>
            <S.ForgotScreen />
          </GuestPage>
        </Route>
        <Route path="/new-password/:token">
          {(params: { token: string }) => (
            <GuestPage guard="none" forms>
              <S.NewPasswordScreen token={params.token} />
            </GuestPage>
          )}
        </Route>
        <Route path="/verify">
          <GuestPage guard="unverifiedOnly">
            <S.VerifyScreen />
          </GuestPage>
        </Route>
        <Route path="/password">
          <GuestPage guard="none">
            <S.PasswordScreen />
          </GuestPage>
        </Route>
        <Route path="/about-you">
          <GuestPage guard="incompleteOnboarding">
            <S.AboutYouScreen />
          </GuestPage>
        </Route>
        <Route path="/account/impersonate/:token">
          {(params: { token: string }) => (
            <GuestPage guard="none">
              <S.ImpersonationScreen token={params.token} />
            </GuestPage>
          )}
        </Route>
        <Route path="/update/:token">
          {(params: { token: string }) => (
            <GuestPage guard="none" forms>
              <S.UpdateEmailScreen token={params.token} />
            </GuestPage>
          )}
        </Route>
        <Route>
          <AppArea />
        </Route>
      </Switch>
    </Suspense>
  );
}
