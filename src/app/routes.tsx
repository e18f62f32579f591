/**
 * The route table of SPEC.md §2. Each route names its guard; the guard asks the session where the user may
 * be (src/app/guards.ts). Screens load as separate chunks behind a loading overlay.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
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

function GuestPage({ guard, children }: { guard: Guard; children: ReactNode }) {
  return (
    <Guarded guard={guard}>
      <S.GuestLayout>
        <Suspense fallback={<Overlay />}>{children}</Suspense>
      </S.GuestLayout>
    </Guarded>
  );
}

type AppRoute = { path: string; render: (params: Record<string, string | undefined>) => ReactNode };

/**
 * Routes of the authenticated layout; more specific paths first. A screen of one record (a campaign, a deal, a
 * product) is keyed by its id: a link from one to another (a resubmitted copy, a notice in the bell) starts the
 * other's flow instead of keeping the first one's.
 */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', render: () => <S.DashboardPage /> },
  // One route for the wizard's five steps (type, settings, parameters, summary, created): the screen stays
  // mounted from step to step, and its machine decides which step an address may show.
  {
    path: '/campaign/creation/:step',
    render: (params) => <S.CampaignCreationRoute step={params.step ?? ''} />,
  },
  {
    path: '/campaign/:campaignId?/creators-discovery',
    render: (params) => (
      <S.CreatorsDiscoveryPage key={params.campaignId} campaignId={params.campaignId ?? ''} />
    ),
  },
  {
    path: '/campaign/:campaignId?/product/:productId?',
    render: (params) => (
      <S.CampaignOverviewScreen
        key={`${params.campaignId}/${params.productId}`}
        campaignId={params.campaignId ?? ''}
        productId={params.productId ?? ''}
      />
    ),
  },
  {
    path: '/campaign/:campaignId?',
    render: (params) => (
      <S.CampaignProductsScreen key={params.campaignId} campaignId={params.campaignId ?? ''} />
    ),
  },
  {
    path: '/deal/:dealId?',
    render: (params) => <S.DealOverviewPage key={params.dealId} dealId={params.dealId ?? ''} />,
  },
  { path: '/campaigns', render: () => <S.CampaignListingScreen /> },
  { path: '/brands', render: () => <S.BrandListingScreen /> },
  { path: '/deals', render: () => <S.DealListingPage /> },
  { path: '/products', render: () => <S.ProductsScreen /> },
  {
    path: '/product/:productId',
    render: (params) => <S.ProductOverviewScreen key={params.productId} productId={params.productId ?? ''} />,
  },
  { path: '/content', render: () => <S.ContentListingPage /> },
  { path: '/account/overview', render: () => <S.AccountOverviewScreen /> },
  { path: '/account/billing', render: () => <S.BillingPage /> },
  { path: '/account/payment-methods', render: () => <S.PaymentMethodsPage /> },
  { path: '/wallet', render: () => <S.WalletPage /> },
  { path: '/notifications', render: () => <S.NotificationsScreen /> },
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
            {(params: Record<string, string | undefined>) => route.render(params)}
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
          <GuestPage guard="loggedOutOnly">
            <S.ForgotPage />
          </GuestPage>
        </Route>
        <Route path="/new-password/:token">
          {(params: { token: string }) => (
            <GuestPage guard="none">
              <S.NewPasswordPage token={params.token} />
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
            <GuestPage guard="none">
              <S.UpdateEmailPage token={params.token} />
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
