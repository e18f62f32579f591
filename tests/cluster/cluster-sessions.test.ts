/**
 * Three API instances behind HAProxy on one PostgreSQL, their brokers sharing Redis (npm run cluster), in CI on
 * this machine, as a session sees them:
 * - a browser whose page and live channel go through the proxy to one instance shows, within a second, the
 *   notice of a change made through another;
 * - on the real broker, through the proxy and on every instance, each session may subscribe to its company's
 *   topics only, and a session logged out through one instance loses its connection and rights on the others;
 * - log-in limits hold across instances: parallel guesses spread over the three check five passwords at most.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_EMAIL } from '../../src/domain/constants';
import { clusterForTests, describeCluster, gqlVia } from '../support/cluster';
import { launchBrowser, newPage } from '../support/browser';
import { createReadyCompany, signInBrowser } from '../support/browser-accounts';
import { nextLiveSocket } from '../support/live';
import { saveCard } from '../support/campaigns';
import { PIN_COOKIE } from '../../scripts/cluster/index';
import { connectVia, LOGIN, TOP_UP } from '../support/cluster-calls';

describeCluster('three API instances behind a proxy', () => {
  const it3 = clusterForTests();
  const names = () => it3.cluster.instances.map((instance) => instance.name);

  it('shows a browser on one instance the notice of a change made through another within a second', async () => {
    const { cluster, server } = it3;
    const company = await createReadyCompany(server);
    const cardId = await saveCard(server, company.token);
    const browser = await launchBrowser();
    try {
      const page = await newPage(browser);
      await page.context().addCookies([{ name: PIN_COOKIE, value: 'api-1', url: cluster.url }]);
      const servedBy = new Set<string>();
      page.on('response', (response) => {
        if (response.url().endsWith('/graphql')) servedBy.add(response.headers()['x-served-by'] ?? '?');
      });
      // When a notice shows, by the page's clock (the same machine's).
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const shown = [...document.querySelectorAll('[role="status"]')].some((element) =>
            element.textContent?.includes('was added to your wallet'),
          );
          const watched = window as unknown as { __noticeAt?: number };
          if (shown && watched.__noticeAt === undefined) watched.__noticeAt = Date.now();
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      const live = nextLiveSocket(page);
      await signInBrowser(page, server, company.token, '/');
      await live;

      // Another session of the company (a colleague, another device): the page did not make the change itself.
      const other = await gqlVia<{ CompanyLogin: { authorization: { token: string } } }>(
        cluster,
        'api-2',
        LOGIN,
        {
          email: company.email,
          password: company.password,
        },
      );
      const answer = await gqlVia(
        cluster,
        'api-2',
        TOP_UP,
        { amount: 25_00, card_id: cardId, key: randomUUID() },
        other.data!.CompanyLogin.authorization.token,
      );
      const acknowledgedAt = Date.now();
      expect(answer.servedBy).toBe('api-2');
      expect(answer.errors).toBeUndefined();
      await page.waitForFunction(
        () => (window as unknown as { __noticeAt?: number }).__noticeAt !== undefined,
        null,
        {
          timeout: 10_000,
          polling: 50,
        },
      );
      const noticeAt = await page.evaluate(() => (window as unknown as { __noticeAt: number }).__noticeAt);
      expect(noticeAt - acknowledgedAt).toBeLessThanOrEqual(1000);
      expect([...servedBy]).toEqual(['api-1']);
    } finally {
      await browser.close();
    }
  });

  it("refuses every session another company's topics on the real broker, on every instance", async () => {
    const { cluster, server } = it3;
    const first = await createReadyCompany(server);
    const second = await createReadyCompany(server);
    const again = await gqlVia<{ CompanyLogin: { authorization: { token: string } } }>(
      cluster,
      'api-3',
      LOGIN,
      {
        email: first.email,
        password: first.password,
      },
    );
    const sessions = [
      { token: first.token, own: first, other: second },
      { token: again.data!.CompanyLogin.authorization.token, own: first, other: second },
      { token: second.token, own: second, other: first },
    ];
    const companyIdOf = async (token: string) =>
      (await gqlVia<{ CompanyData: { id: string } }>(cluster, undefined, '{ CompanyData { id } }', {}, token))
        .data!.CompanyData.id;
    const ids = new Map([
      [first, await companyIdOf(first.token)],
      [second, await companyIdOf(second.token)],
    ]);
    for (const session of sessions) {
      for (const name of names()) {
        const client = await connectVia(cluster.brokerUrl, name, session.token);
        try {
          const own = ids.get(session.own)!;
          const other = ids.get(session.other)!;
          const granted = await client.subscribeAsync(
            [`companies/${own}/notifications`, `companies/${own}/deals/#`],
            { qos: 1 },
          );
          expect(granted.map((grant) => grant.qos)).toEqual([1, 1]);
          // Each alone: MQTT refuses a filter with 0x80 in its SUBACK, which the client raises as an error.
          for (const filter of [
            `companies/${other}/notifications`,
            `companies/${other}/deals/#`,
            `companies/${other}/deals/some-deal`,
            'companies/+/notifications',
            '#',
          ]) {
            await expect(
              client.subscribeAsync(filter, { qos: 1 }),
              `${filter} on ${name}`,
            ).rejects.toMatchObject({
              packet: { granted: [128] },
            });
          }
        } finally {
          await client.endAsync(true);
        }
      }
    }
    // A session that ends loses its rights on every instance: logged out through one, its connection to another
    // is closed at its next subscription, and it cannot connect again anywhere.
    const ended = sessions[1]!.token;
    const connection = await connectVia(cluster.brokerUrl, 'api-3', ended);
    const closed = new Promise<void>((resolve) => connection.once('close', () => resolve()));
    const out = await gqlVia(cluster, 'api-1', 'mutation { CompanyLogout { status } }', {}, ended);
    expect(out.errors).toBeUndefined();
    connection.subscribe(`companies/${ids.get(first)}/notifications`, { qos: 1 });
    await closed;
    connection.end(true);
    for (const name of names()) await expect(connectVia(cluster.brokerUrl, name, ended)).rejects.toThrow();
  });

  it('holds the log-in limit of an address across instances: parallel guesses spread over the three', async () => {
    const { cluster, server } = it3;
    const company = await createReadyCompany(server);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        gqlVia(cluster, names()[index % 3], LOGIN, {
          email: company.email,
          password: `Wrong guess ${index}`,
        }),
      ),
    );
    expect(new Set(guesses.map((guess) => guess.servedBy))).toEqual(new Set(names()));
    const codes = guesses.map((guess) => String(guess.errors?.[0]?.extensions?.code ?? 'OK'));
    const counts = Object.fromEntries(
      [...new Set(codes)].map((code) => [code, codes.filter((c) => c === code).length]),
    );
    expect(counts).toEqual({
      INVALID_CREDENTIALS: LOGIN_ATTEMPTS_PER_EMAIL.limit,
      RATE_LIMITED: 12 - LOGIN_ATTEMPTS_PER_EMAIL.limit,
    });
    // The right password is refused too now, on any instance.
    const right = await gqlVia(cluster, 'api-2', LOGIN, { email: company.email, password: company.password });
    expect(right.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
