/**
 * Catalogue set-up for browser tests, through the API the web app uses: a call that must succeed, and a brand.
 */
import type { TestServer } from './server';

/** A GraphQL call that must succeed: its data, or an error naming the query and what the API said. */
export async function gqlOk<T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) {
  const answer = await server.gql<T>(query, variables, token ?? null);
  if (!answer.data || answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** Creates a brand of `name` for the signed-in company; its id. */
export async function brandOf(server: TestServer, token: string, name: string): Promise<string> {
  const data = await gqlOk<{ BrandCreate: { id: string } }>(
    server,
    'mutation($n: String!, $d: String!) { BrandCreate(name: $n, description: $d) { id } }',
    { n: name, d: 'Outdoor gear for every season' },
    token,
  );
  return data.BrandCreate.id;
}
