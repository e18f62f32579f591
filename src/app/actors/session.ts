/**
 * The session flow's real actors (src/machines/session.ts and its children): the account calls and the token
 * kept in browser storage, provided at boot (src/app/root.tsx). The calls load their documents with the first
 * one (src/graphql/documents.ts). Tests provide fakes the same way (tests/support/render-app.tsx).
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../graphql/api';
import { loadDocuments } from '../../graphql/documents';
import type { Credentials, SessionToken } from '../../machines/session';
import { sessionWith } from '../../machines/session-calls';
import type { AboutYou } from '../../domain/phone';
import { ApiError } from '../../domain/api-error';
import { SESSION_STORAGE_KEY } from '../../domain/constants';
import { THEME_OF } from '../../machines/toasts';
import type { SessionActor, ToastsActor } from '../../screens/shared/app-context';

export const tokenStorage = {
  read: (): string | null => {
    const token = localStorage.getItem(SESSION_STORAGE_KEY);
    return token && token.length > 0 ? token : null;
  },
  write: (token: string) => localStorage.setItem(SESSION_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(SESSION_STORAGE_KEY),
};

function authorizationOf(result: { status: boolean; authorization: { token: string } | null }): SessionToken {
  if (!result.status || !result.authorization)
    throw new ApiError('refused', 'No session', { code: 'unknown' });
  return { token: result.authorization.token };
}

export function provideSession(api: Api, guestApi: Api) {
  const login = async ({ email, password }: Credentials) => {
    const { CompanyLoginDocument } = await loadDocuments();
    return authorizationOf((await guestApi.mutate(CompanyLoginDocument, { email, password })).CompanyLogin);
  };

  return sessionWith(
    {
      loadCompany: fromPromise(async () => {
        const { CompanyDataDocument } = await loadDocuments();
        return (await api.query(CompanyDataDocument, {}, { requestPolicy: 'network-only' })).CompanyData;
      }),
      login: fromPromise<SessionToken, Credentials>(({ input }) => login(input)),
      // Sign-up signs the new user in with the same credentials.
      signup: fromPromise<SessionToken, Credentials>(async ({ input }) => {
        const { CompanyCreateDocument } = await loadDocuments();
        await guestApi.mutate(CompanyCreateDocument, input);
        return login(input);
      }),
      verifyCode: fromPromise<void, { code: string }>(async ({ input }) => {
        const { CompanyEmailVerificationByCodeDocument } = await loadDocuments();
        await api.mutate(CompanyEmailVerificationByCodeDocument, { email_validation_code: input.code });
      }),
      resendCode: fromPromise(async () => {
        const { CompanyResendEmailVerificationCodeDocument } = await loadDocuments();
        await api.mutate(CompanyResendEmailVerificationCodeDocument, {});
      }),
      submitAboutYou: fromPromise<void, AboutYou>(async ({ input }) => {
        const { CompanyOnboardPositionOneDocument } = await loadDocuments();
        await api.mutate(CompanyOnboardPositionOneDocument, input);
      }),
      logout: fromPromise(async () => {
        const { CompanyLogoutDocument } = await loadDocuments();
        await api.mutate(CompanyLogoutDocument, {});
      }),
      impersonate: fromPromise<SessionToken, { linkToken: string }>(async ({ input }) => {
        const { CompanyImpersonateDocument } = await loadDocuments();
        const answer = await guestApi.mutate(CompanyImpersonateDocument, { token: input.linkToken });
        return authorizationOf(answer.CompanyImpersonate);
      }),
    },
    { saveToken: tokenStorage.write, forgetToken: tokenStorage.clear },
  );
}

/**
 * The session's notices as toasts: the session machine decides when the user is told they were logged out
 * (`session.expired`); this says it in the page's language.
 */
export function showSessionNotices(session: SessionActor, toasts: ToastsActor, t: (key: string) => string) {
  return session.on('session.expired', () =>
    toasts.send({
      type: 'toasts.add',
      notice: { content: t('errors:loggedOut'), themeColor: THEME_OF.error },
    }),
  );
}
