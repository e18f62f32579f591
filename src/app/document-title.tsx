/**
 * The browser tab's title for each route, in the active language: "Products · CreatorHub". React hoists the
 * <title> into the document's head, in the browser and in the prerendered pages alike. A route without its own
 * title (a new one, or not found) shows the app's name.
 */
import { matchRoute, useLocation, useRouter } from 'wouter';
import { useTranslation } from 'react-i18next';

/** Route patterns and their title keys (shell:titles.*); the first that matches wins. */
const TITLES: ReadonlyArray<readonly [string, string]> = [
  ['/login', 'login'],
  ['/signup', 'signup'],
  ['/forgot', 'forgot'],
  ['/new-password/:token', 'newPassword'],
  ['/verify', 'verify'],
  ['/password', 'password'],
  ['/about-you', 'aboutYou'],
  ['/account/impersonate/:token', 'impersonation'],
  ['/update/:token', 'updateEmail'],
  ['/', 'dashboard'],
  ['/brands', 'brands'],
  ['/products', 'products'],
  ['/product/:productId', 'product'],
  ['/campaign/creation/*', 'newCampaign'],
  ['/campaigns', 'campaigns'],
  ['/campaign/*', 'campaign'],
  ['/creators', 'creators'],
  ['/deals', 'deals'],
  ['/deal/*', 'deal'],
  ['/content', 'content'],
  ['/account/overview', 'account'],
  ['/account/billing', 'billing'],
  ['/account/payment-methods', 'paymentMethods'],
  ['/wallet', 'wallet'],
  ['/notifications', 'notifications'],
];

export function titleKeyOf(matches: (pattern: string) => boolean): string | null {
  return TITLES.find(([pattern]) => matches(pattern))?.[1] ?? null;
}

export function DocumentTitle() {
  const { t } = useTranslation('shell');
  const [location] = useLocation();
  const { parser } = useRouter();
  const key = titleKeyOf((pattern) => matchRoute(parser, pattern, location)[0]);
  const app = t('common:appName');
  return <title>{key ? `${t(`titles.${key}`)} · ${app}` : app}</title>;
}
