/**
 * A NUL byte (and other control characters) in any text argument of any operation of the schema is refused as
 * BAD_USER_INPUT on that argument, never a 500, and leaves nothing behind. The operations and their arguments are
 * read from the schema, so an operation added tomorrow is covered by the same test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../support/server';
import { readyCompany, uniqueEmail } from '../api/account-helpers';
import {
  callOperation,
  codeOf,
  isIdArgument,
  isTextArgument,
  operations,
  placeholderFor,
  traceOf,
} from './support';

const api = serverForTests();
let token: string;

beforeAll(async () => {
  token = await readyCompany(api.server, uniqueEmail('nul'));
});

const HOSTILE = ['Acme\u0000Goods', '\u0000', 'Acme\u001b[31mGoods', 'Acme\u0008Goods', 'Acme\ud800Goods'];

const textCases = operations.flatMap((operation) =>
  operation.args.filter(isTextArgument).map((arg) => ({ operation, arg })),
);
const idCases = operations.flatMap((operation) =>
  operation.args.filter(isIdArgument).map((arg) => ({ operation, arg })),
);

describe('text arguments', () => {
  it('are found in the schema: every operation that takes text is covered', () => {
    expect(textCases.length).toBeGreaterThan(30);
    expect(new Set(textCases.map(({ operation }) => operation.name))).toContain('CompanyUpdateData');
  });

  for (const { operation, arg } of textCases) {
    it(`${operation.name}(${arg.name}): a control character is BAD_USER_INPUT on ${arg.name}, and nothing changes`, async () => {
      for (const hostile of HOSTILE) {
        const variables = Object.fromEntries(
          operation.args.map((other) => [other.name, placeholderFor(other.type)]),
        );
        variables[arg.name] = hostile;
        const before = await traceOf(api.server);
        const answer = await callOperation(api.server, operation, variables, token);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        expect(codeOf(answer), JSON.stringify(answer.body)).toBe('BAD_USER_INPUT');
        expect(Object.keys(answer.body.errors?.[0]?.extensions?.fields ?? {})).toContain(arg.name);
        expect(await traceOf(api.server)).toEqual(before);
      }
    });
  }
});

describe('id arguments', () => {
  for (const { operation, arg } of idCases) {
    it(`${operation.name}(${arg.name}): a control character names nothing and breaks nothing`, async () => {
      const variables = Object.fromEntries(
        operation.args.map((other) => [other.name, placeholderFor(other.type)]),
      );
      variables[arg.name] = 'a\u0000b';
      const before = await traceOf(api.server);
      const answer = await callOperation(api.server, operation, variables, token);
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      if (answer.body.errors) expect(['BAD_USER_INPUT', 'NOT_FOUND']).toContain(codeOf(answer));
      else expect(answer.body.data?.[operation.name]).toBeNull();
      expect(await traceOf(api.server)).toEqual(before);
    });
  }
});
