/**
 * ResetPasswordLink (issue 11): the new-password screen asks what its link is worth before the user types, and
 * the answer changes nothing: a valid link stays valid, and still works once.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { serverForTests } from '../support/server';
import { accountTokens } from '../../server/db/schema';
import {
  RequestResetPasswordDocument,
  ResetPasswordLinkDocument,
  ResetPasswordMutationDocument,
} from '../../src/graphql/generated/graphql';
import { RESET_LINK, call, mailTo, signUp, uniqueEmail } from './account-helpers';

const api = serverForTests();

/** Asks for a reset link and reads it from the mail (which leaves after the answer), newer than `after`. */
async function resetLink(email: string, after?: string): Promise<{ token: string; email: string }> {
  await call(api.server, RequestResetPasswordDocument, { email });
  const read = async () => {
    const link = new URL((await mailTo(api.server, email, RESET_LINK)).links[0] ?? '');
    return { token: link.pathname.split('/').pop() ?? '', email: link.searchParams.get('email') ?? '' };
  };
  await expect.poll(async () => (await read()).token !== after, { timeout: 5000 }).toBe(true);
  return read();
}

const stateOf = async (variables: { token: string; email: string }) =>
  (await call(api.server, ResetPasswordLinkDocument, variables)).data?.ResetPasswordLink;

describe('the state of a password reset link', () => {
  it('is valid until used, and used afterwards, without changing anything by asking', async () => {
    const email = uniqueEmail('link-state');
    await signUp(api.server, email);
    const link = await resetLink(email);
    expect(await stateOf(link)).toBe('valid');
    expect(await stateOf(link)).toBe('valid');
    const reset = await call(api.server, ResetPasswordMutationDocument, {
      ...link,
      password: 'Brand new secret 7',
      password_confirmation: 'Brand new secret 7',
    });
    expect(reset.data?.ResetPasswordMutation.status).toBe(true);
    expect(await stateOf(link)).toBe('used');
  });

  it('is used once a newer link was asked for, and expired after its hour', async () => {
    const email = uniqueEmail('link-expired');
    await signUp(api.server, email);
    const first = await resetLink(email);
    const second = await resetLink(email, first.token);
    expect(await stateOf(first)).toBe('used');
    await api.server.app.services.db
      .update(accountTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.kind, 'reset'), isNull(accountTokens.used_at)));
    expect(await stateOf(second)).toBe('expired');
  });

  it('is invalid when unknown, broken, or opened with another address', async () => {
    const email = uniqueEmail('link-invalid');
    await signUp(api.server, email);
    const link = await resetLink(email);
    expect(await stateOf({ ...link, token: 'x'.repeat(43) })).toBe('invalid');
    expect(await stateOf({ ...link, token: '' })).toBe('invalid');
    expect(await stateOf({ ...link, email: uniqueEmail('someone-else') })).toBe('invalid');
    expect(await stateOf({ ...link, email: 'not an address' })).toBe('invalid');
    expect(await stateOf(link)).toBe('valid');
  });
});
