/** How the deal services refuse: a coded refusal, or bad input with its field errors. */
import type { FieldErrors } from '../../../src/domain/validation';

/** A refused hire or event: its code (DEAL_REFUSALS, HIRE_REFUSALS or NOT_FOUND). */
export class DealRefused extends Error {
  /** `details` go to the client with the code (the targeting criterion a creator misses). */
  constructor(
    readonly code: string,
    readonly details: Record<string, string> = {},
  ) {
    super(`refused: ${code}`);
    this.name = 'DealRefused';
  }
}

export class DealBadInput extends Error {
  constructor(readonly fields: FieldErrors) {
    super('bad input');
    this.name = 'DealBadInput';
  }
}
