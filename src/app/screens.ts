/**
 * Every screen, loaded on demand: each is its own chunk, so the logged-out screens do not carry the
 * signed-in app's code.
 */
import { lazy, type ComponentType } from 'react';

function screen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const LoginScreen = screen(() => import('../screens/login/login.screen'), 'LoginScreen');
export const SignupScreen = screen(() => import('../screens/signup/signup.screen'), 'SignupScreen');
export const ForgotPage = screen(() => import('./pages/forgot'), 'ForgotPage');
export const NewPasswordPage = screen(() => import('./pages/new-password'), 'NewPasswordPage');
export const VerifyScreen = screen(() => import('../screens/verify/verify.screen'), 'VerifyScreen');
export const PasswordScreen = screen(() => import('../screens/password/password.screen'), 'PasswordScreen');
export const AboutYouScreen = screen(() => import('../screens/about-you/about-you.screen'), 'AboutYouScreen');
export const ImpersonationScreen = screen(
  () => import('../screens/impersonation/impersonation.screen'),
  'ImpersonationScreen',
);
export const UpdateEmailPage = screen(() => import('./pages/update-email'), 'UpdateEmailPage');
export const NotFoundScreen = screen(() => import('../screens/not-found/not-found.screen'), 'NotFoundScreen');

export const DashboardPage = screen(() => import('./pages/dashboard'), 'DashboardPage');
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
export const CampaignCreationRoute = screen(
  () => import('./campaign-creation-route'),
  'CampaignCreationRoute',
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

// Creators, deals and content (issue 14), and the money pages (issue 12): each page wires its own flow.
export const CreatorsDiscoveryPage = screen(
  () => import('./pages/creators-discovery'),
  'CreatorsDiscoveryPage',
);
export const DealListingPage = screen(() => import('./pages/deal-listing'), 'DealListingPage');
export const DealOverviewPage = screen(() => import('./pages/deal-overview'), 'DealOverviewPage');
export const ContentListingPage = screen(() => import('./pages/content-listing'), 'ContentListingPage');
export const WalletPage = screen(() => import('./pages/wallet'), 'WalletPage');
export const BillingPage = screen(() => import('./pages/billing'), 'BillingPage');
export const PaymentMethodsPage = screen(() => import('./pages/payment-methods'), 'PaymentMethodsPage');

export const SignedInShell = screen(() => import('./shell/signed-in-shell'), 'SignedInShell');
export const GuestLayout = screen(() => import('./shell/guest-layout'), 'GuestLayout');
export const NotificationsScreen = screen(
  () => import('../screens/notifications/notifications.screen'),
  'NotificationsScreen',
);
