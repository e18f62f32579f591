/**
 * Every screen, loaded on demand: each is its own chunk, so the logged-out screens do not carry the
 * signed-in app's code.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen loaded on demand; `preload` starts its load early (the route table does, beside its flows' group). */
export type LazyScreen<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

function screen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyScreen<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: module[name] })));
  return Object.assign(lazy(preload), { preload });
}

export const LoginScreen = screen(() => import('../screens/login/login.screen'), 'LoginScreen');
export const SignupScreen = screen(() => import('../screens/signup/signup.screen'), 'SignupScreen');
export const ForgotScreen = screen(() => import('../screens/forgot/forgot.screen'), 'ForgotScreen');
export const NewPasswordScreen = screen(
  () => import('../screens/new-password/new-password.screen'),
  'NewPasswordScreen',
);
export const VerifyScreen = screen(() => import('../screens/verify/verify.screen'), 'VerifyScreen');
export const PasswordScreen = screen(() => import('../screens/password/password.screen'), 'PasswordScreen');
export const AboutYouScreen = screen(() => import('../screens/about-you/about-you.screen'), 'AboutYouScreen');
export const ImpersonationScreen = screen(
  () => import('../screens/impersonation/impersonation.screen'),
  'ImpersonationScreen',
);
export const UpdateEmailScreen = screen(
  () => import('../screens/update-email/update-email.screen'),
  'UpdateEmailScreen',
);
export const NotFoundScreen = screen(() => import('../screens/not-found/not-found.screen'), 'NotFoundScreen');

export const DashboardScreen = screen(
  () => import('../screens/dashboard/dashboard.screen'),
  'DashboardScreen',
);
export const BrandListingScreen = screen(
  () => import('../screens/brand-listing/brand-listing.screen'),
  'BrandListingScreen',
);
export const ProductsScreen = screen(() => import('../screens/products/products.screen'), 'ProductsScreen');
export const ProductOverviewScreen = screen(
  () => import('../screens/product-overview/product-overview.screen'),
  'ProductOverviewScreen',
);
export const AccountOverviewScreen = screen(
  () => import('../screens/account-overview/account-overview.screen'),
  'AccountOverviewScreen',
);
export const NotFoundInAppScreen = screen(
  () => import('../screens/not-found/not-found-in-app.screen'),
  'NotFoundInAppScreen',
);

// Campaigns (issue 13)
export const CampaignCreationScreen = screen(
  () => import('../screens/campaign-creation/campaign-creation.screen'),
  'CampaignCreationScreen',
);
export const CampaignListingScreen = screen(
  () => import('../screens/campaign-listing/campaign-listing.screen'),
  'CampaignListingScreen',
);
export const CampaignProductsScreen = screen(
  () => import('../screens/campaign-products/campaign-products.screen'),
  'CampaignProductsScreen',
);
export const CampaignOverviewScreen = screen(
  () => import('../screens/campaign-overview/campaign-overview.screen'),
  'CampaignOverviewScreen',
);

// Creators, deals and content (issue 14), and the money pages (issue 12).
export const CreatorsDiscoveryScreen = screen(
  () => import('../screens/creators-discovery/creators-discovery.screen'),
  'CreatorsDiscoveryScreen',
);
export const DealListingScreen = screen(
  () => import('../screens/deal-listing/deal-listing.screen'),
  'DealListingScreen',
);
export const DealOverviewScreen = screen(
  () => import('../screens/deal-overview/deal-overview.screen'),
  'DealOverviewScreen',
);
export const ContentListingScreen = screen(
  () => import('../screens/content-listing/content-listing.screen'),
  'ContentListingScreen',
);
export const WalletScreen = screen(() => import('../screens/wallet/wallet.screen'), 'WalletScreen');
export const BillingScreen = screen(() => import('../screens/billing/billing.screen'), 'BillingScreen');
export const PaymentMethodsScreen = screen(
  () => import('../screens/payment-methods/payment-methods.screen'),
  'PaymentMethodsScreen',
);

// The groups of flows the route table names (src/app/flows): each loads with the first route that needs it.
export const MoneyFlowGroup = screen(() => import('./flows/money'), 'MoneyFlowGroup');
export const DealFlowGroup = screen(() => import('./flows/deals'), 'DealFlowGroup');
export const WizardFlowGroup = screen(() => import('./flows/wizard'), 'WizardFlowGroup');
export const GuestFlowGroup = screen(() => import('./flows/guest'), 'GuestFlowGroup');

export const SignedInShell = screen(() => import('./shell/signed-in-shell'), 'SignedInShell');
export const GuestLayout = screen(() => import('./shell/guest-layout'), 'GuestLayout');
export const NotificationsScreen = screen(
  () => import('../screens/notifications/notifications.screen'),
  'NotificationsScreen',
);
