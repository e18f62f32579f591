/**
 * The sandbox gateway's tokenization route, POST /gateway/sandbox/payment_methods: the browser sends the card
 * typed into the payment form here, as it would send it to Stripe, and gets back a payment method token (200) or
 * the code of what was typed wrong (402, Stripe's status for a card error). The number is checked and forgotten:
 * it is not logged, not stored, and not echoed in any answer. Calls are limited per client address
 * (CARD_TOKENIZATIONS_PER_CLIENT), 429 past it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody, sendJson } from './json';
import type { SandboxGateway } from '../services/payments/sandbox';
import type { RateLimiter } from '../services/rate-limit';
import { CARD_TOKENIZATIONS_PER_CLIENT } from '../../src/domain/constants';

export const SANDBOX_TOKENIZE_PATH = '/gateway/sandbox/payment_methods';

export function createSandboxGatewayHandler(gateway: SandboxGateway, limits: RateLimiter) {
  return async (request: IncomingMessage, response: ServerResponse, clientAddress: string): Promise<void> => {
    if (request.method !== 'POST') return sendJson(response, 405, { error: 'Method not allowed' });
    // Counted first, every call: a visitor trying numbers one after another is stopped here, as Stripe would.
    const attempt = await limits.take(CARD_TOKENIZATIONS_PER_CLIENT, clientAddress);
    if (!attempt.allowed) {
      response.setHeader('retry-after', String(attempt.retryAfter));
      return sendJson(response, 429, { error: { code: 'RATE_LIMITED', retry_after: attempt.retryAfter } });
    }
    const body = await readJsonBody(request);
    if (!body.ok) return sendJson(response, body.status, { error: body.error });
    const { number, exp_month, exp_year, cvc } = body.value;
    const tokenized = gateway.tokenize({
      number: typeof number === 'string' ? number : '',
      exp_month: typeof exp_month === 'number' ? exp_month : Number(exp_month),
      exp_year: typeof exp_year === 'number' ? exp_year : Number(exp_year),
      cvc: typeof cvc === 'string' ? cvc : '',
    });
    if (!tokenized.ok) return sendJson(response, 402, { error: { code: tokenized.decline } });
    sendJson(response, 200, tokenized.method);
  };
}
