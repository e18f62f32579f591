/** The sidebar of SPEC.md §2: Dashboard, then three groups. Labels are keys of the common namespace. */
import type { ComponentType } from 'react';
import {
  IconBox,
  IconCard,
  IconDashboard,
  IconHandshake,
  IconImage,
  IconList,
  IconReceipt,
  IconSettings,
  IconSparkles,
  IconTag,
  IconWallet,
  type IconProps,
} from '../../ui';

export type NavItem = {
  /** common:nav.<key> */
  key: string;
  href: string;
  icon: ComponentType<IconProps>;
  /** Other paths under which this item is the current one (e.g. a product's page under Products). */
  alsoActiveOn?: RegExp;
};

export type NavGroup = { key: string; items: NavItem[] };

export const DASHBOARD: NavItem = { key: 'dashboard', href: '/', icon: IconDashboard };

export const NAV_GROUPS: NavGroup[] = [
  {
    key: 'taskManager',
    items: [
      {
        key: 'campaignCreation',
        href: '/campaign/creation/type',
        icon: IconSparkles,
        alsoActiveOn: /^\/campaign\/creation\//,
      },
      {
        key: 'campaignListing',
        href: '/campaigns',
        icon: IconList,
        alsoActiveOn: /^\/campaign\/(?!creation\/)/,
      },
      { key: 'dealListing', href: '/deals', icon: IconHandshake, alsoActiveOn: /^\/deal(\/|$)/ },
      { key: 'contentListing', href: '/content', icon: IconImage },
    ],
  },
  {
    key: 'profile',
    items: [
      { key: 'settings', href: '/account/overview', icon: IconSettings },
      { key: 'brandListing', href: '/brands', icon: IconTag },
      { key: 'products', href: '/products', icon: IconBox, alsoActiveOn: /^\/product\// },
    ],
  },
  {
    key: 'myBalance',
    items: [
      { key: 'wallet', href: '/wallet', icon: IconWallet },
      { key: 'billing', href: '/account/billing', icon: IconReceipt },
      { key: 'paymentMethods', href: '/account/payment-methods', icon: IconCard },
    ],
  },
];

export const ALL_NAV_ITEMS: NavItem[] = [DASHBOARD, ...NAV_GROUPS.flatMap((group) => group.items)];

export function isActive(item: NavItem, location: string): boolean {
  const path = location.replace(/\/+$/, '') || '/';
  if (path === item.href) return true;
  if (item.href !== '/' && path.startsWith(`${item.href}/`)) return true;
  return item.alsoActiveOn?.test(path) ?? false;
}
