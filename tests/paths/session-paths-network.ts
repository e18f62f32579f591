/**
 * How the API answers in the session paths test (session.paths.test.ts): before each of the person's actions the
 * walk arranges the answers the model expects next. A dropped call is aborted in the browser; a session revoked
 * elsewhere is revoked for real on the server, just before the call reaches it; everything else goes through.
 */
import type { Page, Request } from 'playwright-core';
import type { EventObject } from 'xstate';
import type { ApiError } from '../../src/domain/api-error';
import type { TestServer } from '../support/server';

/** What happens to one operation's calls: dropped by the network, or met by a session revoked meanwhile. */
export type Answer = 'drop' | 'revoke';
export type Answers = Partial<Record<string, Answer>>;

/** The operation each of the model's calls makes. */
const OPERATION_OF: Record<string, string> = {
  loadCompany: 'CompanyData',
  reloadCompany: 'CompanyData',
  submitAboutYou: 'CompanyOnboardPositionOne',
  logout: 'CompanyLogout',
};

/** The answers arranged for the model's next events: each failed call, by its kind of failure. */
export function answersFor(next: EventObject[]): Answers {
  const answers: Answers = {};
  for (const event of next) {
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    const operation = failed ? OPERATION_OF[failed[1]!] : undefined;
    if (!operation) continue;
    const kind = ((event as { error?: ApiError }).error?.kind ?? 'network') as string;
    answers[operation] = kind === 'unauthorized' ? 'revoke' : 'drop';
  }
  return answers;
}

function operationOf(request: Request): string | null {
  const named = new URL(request.url()).searchParams.get('operationName');
  if (named) return named;
  const body = request.postData() ?? '';
  try {
    const parsed = JSON.parse(body) as { operationName?: string; query?: string };
    if (parsed.operationName) return parsed.operationName;
    return /(?:query|mutation)\s+(\w+)/.exec(parsed.query ?? '')?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Routes the page's API calls by `answers` until the next arrangement replaces them. */
export async function arrange(page: Page, server: TestServer, answers: Answers): Promise<void> {
  await page.unroute('**/graphql');
  if (Object.keys(answers).length === 0) return;
  await page.route('**/graphql', async (route) => {
    const operation = operationOf(route.request());
    const answer = operation ? answers[operation] : undefined;
    if (answer === 'drop') return route.abort();
    if (answer === 'revoke') {
      // Logged out on another device just now: the call then meets a session that no longer exists.
      const token = (route.request().headers().authorization ?? '').replace(/^Bearer /, '');
      await server.gql('mutation { CompanyLogout { status } }', {}, token);
    }
    return route.continue();
  });
}
