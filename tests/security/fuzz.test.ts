/**
 * Property test (fast-check) over every query and mutation argument of the schema: whatever the values (text of
 * any script, control characters, lone surrogates, huge or negative numbers, wrong types, ids of nothing or of
 * another company; input objects field by field, lists of them), signed in or not, no answer is a server error,
 * and a refused call leaves no trace: no row changed, no mail sent, no file kept. FUZZ_RUNS sets the runs per
 * operation (default 25); a failure prints the seed and path to replay it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { serverForTests } from '../support/server';
import { call, readyCompany, uniqueEmail } from '../api/account-helpers';
import { BrandCreateDocument, ProductCreateDocument } from '../../src/graphql/generated/graphql';
import { studioPng, pngDataUrl } from '../support/png';
import { callOperation, codeOf, operations, traceOf } from './support';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const api = serverForTests();
let token: string;
/** Ids of the fuzzed company's rows, and of another company's, for ID arguments. */
const ids: string[] = [];

beforeAll(async () => {
  token = await readyCompany(api.server, uniqueEmail('fuzz'));
  const other = await readyCompany(api.server, uniqueEmail('fuzz-other'));
  for (const owner of [token, other]) {
    const brand = await call(
      api.server,
      BrandCreateDocument,
      { name: 'Fuzz brand', description: 'Fuzzing things' },
      owner,
    );
    const product = await call(
      api.server,
      ProductCreateDocument,
      {
        brand_id: brand.data!.BrandCreate.id,
        name: 'Fuzz product',
        price: 999,
        link: 'https://example.com/fuzz',
        description: 'A fuzzed product',
        category: 'other',
      },
      owner,
    );
    ids.push(brand.data!.BrandCreate.id, product.data!.ProductCreate.id);
  }
});

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Text of every kind: plausible values of the app's fields, and everything a hostile client can send. */
const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.oneof(loneSurrogate, controlCharacter, fc.string({ maxLength: 3 })),
      maxLength: 20,
    }),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 5000 }) },
  // Fresh addresses: an account the fuzz creates is never asked for again (its reset would mail in the background).
  { weight: 2, arbitrary: fc.emailAddress() },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'x<probe@evil.example>',
      'victim@corp.example,probe2',
      'Correct horse 42',
      'Correct horse 43',
      'Acme Goods',
      'A light daily serum',
      'https://example.com/serum',
      'javascript:alert(1)',
      'beauty',
      '+1',
      '555 123 4567',
      '123456',
      'company',
      pngDataUrl(studioPng(4, 4, [10, 20, 30], [40, 50, 60], [70, 80, 90])),
      `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script>').toString('base64')}`,
      'data:image/png;base64,!!!',
      "' OR 1=1 --",
      '%',
      '50%_off',
      '\\',
      '{"$ne": null}',
      '__proto__',
    ),
  },
);

const int: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -5, max: 200 }),
  fc.integer(),
  fc.constantFrom(0, -1, 299, 300, 10_000_000, 10_000_001, 2 ** 31 - 1, -(2 ** 31), 1_000_000, 1_000_001),
);

/** Amounts of money: small and huge, past 2^53 and not whole, which the Cents scalar must refuse cleanly. */
const cents: fc.Arbitrary<number> = fc.oneof(
  int,
  fc.maxSafeInteger(),
  fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER, 12.5, 0.1, 1e300),
);

function valueOf(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  let typed: fc.Arbitrary<unknown>;
  if (isListType(inner)) typed = fc.array(valueOf(inner.ofType), { maxLength: 4 });
  // An input object: its fields fuzzed as arguments are, the required ones now and then left out.
  else if (isInputObjectType(named)) typed = argumentsOf(Object.values(named.getFields()));
  else if (isEnumType(named))
    typed = fc.oneof(fc.constantFrom(...named.getValues().map((value) => value.value)), text);
  else if (named.name === 'Int') typed = int;
  else if (named.name === 'Cents') typed = cents;
  else if (named.name === 'Boolean') typed = fc.boolean();
  else if (named.name === 'ID') typed = fc.oneof(fc.constantFrom(...ids), fc.uuid(), text);
  else typed = text;
  // Now and then a value of another type altogether (the server must refuse it, not fail on it).
  const anyValue = fc.oneof(typed, typed, typed, typed, fc.anything({ maxDepth: 2 }));
  return isNonNullType(type) ? anyValue : fc.oneof(anyValue, fc.constant(null));
}

function argumentsOf(
  args: ReadonlyArray<Pick<GraphQLArgument, 'name' | 'type'>>,
): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(args.map((arg) => [arg.name, valueOf(arg.type)]));
  const required = args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name);
  // Required arguments are usually given; now and then one is left out, which must be refused.
  return fc.oneof(
    { weight: 9, arbitrary: fc.record(model, { requiredKeys: required }) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  );
}

describe('every argument of every operation', () => {
  const fuzzed = operations.filter((operation) => operation.args.length > 0);

  it('is fuzzed: the operations come from the schema', () => {
    expect(fuzzed.length).toBeGreaterThanOrEqual(20);
  });

  for (const operation of fuzzed) {
    it(`${operation.name}: no server error, and a refusal leaves no trace`, async () => {
      await fc.assert(
        fc.asyncProperty(argumentsOf(operation.args), fc.boolean(), async (variables, signedIn) => {
          const before = await traceOf(api.server);
          const answer = await callOperation(api.server, operation, variables, signedIn ? token : undefined);
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
          expect(codeOf(answer), JSON.stringify(answer.body)).not.toBe('INTERNAL_SERVER_ERROR');
          if (answer.body.errors) expect(await traceOf(api.server)).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
