/**
 * Every flow a signed-in screen runs, given its real actors: one file per flow in this folder, gathered here
 * once when the authenticated shell loads (src/app/shell/signed-in-shell.tsx), so none of it is part of the
 * logged-out screens' first visit. The other groups load with the routes that name them (src/app/flows). Tests call the same
 * function with a fake API.
 */
import type { Api } from '../../graphql/api';
import type { SignedInFlows } from '../../screens/shared/flows';
import type { LiveEvents } from '../../machines/app';
import { provideAccountForms } from './account';
import { provideBrands } from './brands';
import { provideCampaigns } from './campaigns';
import { provideDashboard } from './dashboard';
import { provideProduct, provideProducts } from './products';
import { provideNotifications } from './notifications';

export function createFlows(api: Api, live: LiveEvents): SignedInFlows {
  return {
    brands: provideBrands(api),
    products: provideProducts(api),
    product: provideProduct(api),
    forms: provideAccountForms(api),
    ...provideDashboard(api, live),
    ...provideCampaigns(api, live),
    notifications: provideNotifications(api, live),
  };
}
