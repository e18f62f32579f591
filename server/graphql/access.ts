/**
 * Who may call each operation, declared once for every root field of the schema and checked before its resolver
 * runs (the onboarding guard of SPEC.md §2 and §6, enforced by the API as the web app's routes enforce it):
 * - public: anyone (signing up, logging in, links opened from an e-mail);
 * - session: any signed-in company, even before it has verified its address (its own account, log-out, the
 *   verification code, deletion);
 * - verified: a company whose e-mail address is verified, still onboarding (the about-you step);
 * - ready: a company that has verified its address and finished about-you: everything else, brands, products and
 *   all that comes next.
 * A new operation does not compile until it is given a level here. A refusal is HTTP 401 without a session, and
 * 403 with EMAIL_NOT_VERIFIED or ONBOARDING_INCOMPLETE for an account not that far yet.
 */
import type { GraphQLFieldResolver } from 'graphql';
import type { Context } from '../context';
import type { MutationResolvers, QueryResolvers, Resolvers } from './generated';
import type { ActiveSession } from '../services/sessions';
import { after, type MaybePromise } from '../services/maybe-promise';

export type Access = 'public' | 'session' | 'verified' | 'ready';

export const ACCESS = {
  Query: {
    CompanyData: 'session',
    LiveChannel: 'session',
    DashboardSummary: 'ready',
    Brands: 'ready',
    Brand: 'ready',
    Products: 'ready',
    Product: 'ready',
    ResetPasswordLink: 'public',
    Cards: 'ready',
    // Creators belong to no company: any company that may use the app browses them all.
    Creators: 'ready',
    Creator: 'ready',
    // Deals and content (issue 14).
    Deals: 'ready',
    Deal: 'ready',
    CampaignHiring: 'ready',
    ContentItems: 'ready',
    CampaignDraft: 'ready',
    Campaigns: 'ready',
    Campaign: 'ready',
    CampaignSpend: 'ready',
    // Money (issue 12)
    WalletOverview: 'ready',
    BillingHistory: 'ready',
    BillingProfile: 'ready',
  },
  Mutation: {
    CompanyCreate: 'public',
    CompanyLogin: 'public',
    CompanyLogout: 'session',
    CompanyResendEmailVerificationCode: 'session',
    CompanyEmailVerificationByCode: 'session',
    CompanyOnboardPositionOne: 'verified',
    RequestResetPassword: 'public',
    ResetPasswordMutation: 'public',
    CompanyUpdateData: 'ready',
    CompanyUpdateProfilePicture: 'ready',
    // The language follows the account from its first screen on (verify, about-you).
    CompanyUpdateLanguage: 'session',
    // An owner may always close their account, whatever step they stopped at.
    CompanyDelete: 'session',
    CompanyRequestToChangeEmail: 'ready',
    // Deals (issue 14).
    DealHire: 'ready',
    DealShip: 'ready',
    DealAcceptContent: 'ready',
    DealDeclineContent: 'ready',
    DealCancel: 'ready',
    CompanyUpdateEmail: 'public',
    CompanyImpersonate: 'public',
    BrandCreate: 'ready',
    BrandUpdate: 'ready',
    CampaignDraftSave: 'ready',
    CampaignDraftDiscard: 'ready',
    CampaignSubmit: 'ready',
    CampaignPause: 'ready',
    CampaignResume: 'ready',
    CampaignDeactivate: 'ready',
    BrandDelete: 'ready',
    ProductCreate: 'ready',
    ProductUpdate: 'ready',
    ProductDelete: 'ready',
    // Money (issue 12)
    CardAdd: 'ready',
    CardSetDefault: 'ready',
    CardDelete: 'ready',
    WalletTopUpCard: 'ready',
    WireTopUpRequest: 'ready',
    BillingProfileUpdate: 'ready',
  },
} as const satisfies {
  Query: Record<keyof QueryResolvers, Access>;
  Mutation: Record<keyof MutationResolvers, Access>;
};

const checks: Record<Exclude<Access, 'public'>, (ctx: Context) => MaybePromise<ActiveSession>> = {
  session: (ctx) => ctx.requireSession(),
  verified: (ctx) => ctx.requireVerifiedCompany(),
  ready: (ctx) => ctx.requireReadyCompany(),
};

type RootResolver = GraphQLFieldResolver<unknown, Context, Record<string, unknown>>;

function guarded(level: Access, resolve: RootResolver): RootResolver {
  if (level === 'public') return resolve;
  const check = checks[level];
  // A cached session answers at once, so a guarded query of a signed-in user stays synchronous.
  return (parent, args, ctx, info) => after(check(ctx), () => resolve(parent, args, ctx, info));
}

/** The resolvers with each root field behind its access level; a root field without a level is an error. */
export function withAccess(resolvers: Resolvers): Resolvers {
  const result: Record<string, unknown> = { ...resolvers };
  for (const root of ['Query', 'Mutation'] as const) {
    const levels: Record<string, Access> = ACCESS[root];
    const fields = (resolvers[root] ?? {}) as Record<string, RootResolver>;
    result[root] = Object.fromEntries(
      Object.entries(fields).map(([name, resolve]) => {
        const level = levels[name];
        if (!level) throw new Error(`${root}.${name} has no access level in server/graphql/access.ts`);
        return [name, guarded(level, resolve)];
      }),
    );
  }
  return result as Resolvers;
}
