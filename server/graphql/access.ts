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
 * 403 with EMAIL_NOT_VERIFIED or ONBOARDING_INCOMPLETE for an account not that far yet. This table is the only
 * place access is decided: the session it let through is handed to the resolver (ctx.access, read by signedIn),
 * which never checks it again.
 */
import type { GraphQLFieldResolver } from 'graphql';
import type { Context } from '../context';
import type { MutationResolvers, QueryResolvers, Resolvers } from './generated';
import type { ActiveSession } from '../services/sessions';
import { after } from '../services/maybe-promise';
import { accountStage } from '../../src/domain/account';
import { forbidden, unauthenticated } from './errors';

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
    CreatorFitCount: 'ready',
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
    // The notification centre (issue 23).
    Notifications: 'ready',
    NotificationUnreadCount: 'ready',
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
    DealCheckMustHave: 'ready',
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
    CampaignEditRejected: 'ready',
    CampaignCancel: 'ready',
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
    NotificationMarkRead: 'ready',
    NotificationMarkAllRead: 'ready',
  },
} as const satisfies {
  Query: Record<keyof QueryResolvers, Access>;
  Mutation: Record<keyof MutationResolvers, Access>;
};

function signedInSession(active: ActiveSession | null): ActiveSession {
  if (!active) throw unauthenticated();
  return active;
}

function verifiedSession(active: ActiveSession | null): ActiveSession {
  const session = signedInSession(active);
  if (accountStage(session.company) === 'unverified') {
    throw forbidden('EMAIL_NOT_VERIFIED', 'Please verify your e-mail address first');
  }
  return session;
}

function readySession(active: ActiveSession | null): ActiveSession {
  const session = verifiedSession(active);
  if (accountStage(session.company) !== 'ready') {
    throw forbidden('ONBOARDING_INCOMPLETE', 'Please tell us about yourself first');
  }
  return session;
}

const checks: Record<Exclude<Access, 'public'>, (active: ActiveSession | null) => ActiveSession> = {
  session: signedInSession,
  verified: verifiedSession,
  ready: readySession,
};

/** The session the operation's access level let through; only for operations that are not public. */
export function signedIn(ctx: Pick<Context, 'access'>): ActiveSession {
  if (!ctx.access) throw new Error('signedIn() was read by a public operation: give it a level in access.ts');
  return ctx.access;
}

type RootResolver = GraphQLFieldResolver<unknown, Context, Record<string, unknown>>;

function guarded(level: Access, resolve: RootResolver): RootResolver {
  if (level === 'public') return resolve;
  const check = checks[level];
  // A cached session answers at once, so a guarded query of a signed-in user stays synchronous.
  return (parent, args, ctx, info) =>
    after(ctx.session(), (active) => {
      ctx.access = check(active);
      return resolve(parent, args, ctx, info);
    });
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
