/**
 * The Cents scalar: every amount of money in the schema, whole cents as a JSON number safe to 2^53 (isCents,
 * src/domain/money.ts). GraphQL's Int stops at 2^31 - 1 ($21,474,836.47), which a wallet passes after a few large
 * wires; a number past Number.MAX_SAFE_INTEGER would be rounded by every JSON reader, so it is refused both ways.
 */
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { isCents } from '../../../src/domain/money';

const refusal = (what: string) =>
  new GraphQLError(`Cents must be a whole number of cents between -2^53 and 2^53, not ${what}`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 40) ?? typeof value;

/** What the database hands over: a number, or a bigint or an aggregate's text of one. */
function serialize(value: unknown): number {
  const cents =
    typeof value === 'bigint' || (typeof value === 'string' && /^-?\d+$/.test(value)) ? Number(value) : value;
  if (!isCents(cents) || (typeof value === 'bigint' && BigInt(cents) !== value))
    throw new GraphQLError(`An amount of money cannot be sent exactly: ${String(value)}`);
  return cents;
}

function parseValue(value: unknown): number {
  if (!isCents(value)) throw refusal(shown(value));
  return value;
}

function parseLiteral(node: ValueNode): number {
  if (node.kind !== Kind.INT) throw refusal(node.kind);
  const cents = Number(node.value);
  // The literal's digits, not the number they round to, must be exact.
  if (!isCents(cents) || String(cents) !== node.value.replace(/^-0$/, '0')) throw refusal(node.value);
  return cents;
}

export const Cents = new GraphQLScalarType({
  name: 'Cents',
  description: 'Whole cents of USD, an integer safe to 2^53',
  serialize,
  parseValue,
  parseLiteral,
});
