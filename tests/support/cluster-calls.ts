/**
 * Calls of the cluster tests (tests/cluster/*.test.ts): the web app's top-up, hire and log-in operations as
 * text, and a live channel connection through the proxy to one instance.
 */
import { randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import { BROKER_CLIENT_ID_PREFIX, BROKER_USERNAME } from '../../src/domain/constants';
import { pinnedTo } from './cluster';

export const TOP_UP = `mutation($amount: Cents!, $card_id: ID!, $key: String!) {
  WalletTopUpCard(amount: $amount, card_id: $card_id, idempotency_key: $key) { status balance }
}`;
export const HIRE = `mutation($campaign: ID!, $product: ID!, $creator: ID!, $key: String!) {
  DealHire(campaign_id: $campaign, product_id: $product, creator_id: $creator, idempotency_key: $key) { id }
}`;
export const LOGIN = `mutation($email: String!, $password: String!) {
  CompanyLogin(email: $email, password: $password) { status authorization { token } }
}`;

/** A live channel connection as the web app opens one, through the proxy to the instance `pin` names. */
export const connectVia = (brokerUrl: string, pin: string, token: string) =>
  mqtt.connectAsync(brokerUrl, {
    username: BROKER_USERNAME,
    password: token,
    clientId: `${BROKER_CLIENT_ID_PREFIX}${randomUUID()}`,
    protocolVersion: 4,
    reconnectPeriod: 0,
    wsOptions: { headers: pinnedTo(pin) },
  });
