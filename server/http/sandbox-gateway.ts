/**
 * The sandbox gateway's tokenization route, POST /gateway/sandbox/payment_methods: the browser sends the card
 * typed into the payment form here, as it would send it to Stripe, and gets back a payment method token (200) or
 * the code of what was typed wrong (402, Stripe's status for a card error). The number is checked and forgotten:
 * it is not logged, not stored, and not echoed in any answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody, sendJson } from './json';
import type { SandboxGateway } from '../services/payments/sandbox';

export const SANDBOX_TOKENIZE_PATH = '/gateway/sandbox/payment_methods';

export function createSandboxGatewayHandler(gateway: SandboxGateway) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'POST') return sendJson(response, 405, { error: 'Method not allowed' });
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
