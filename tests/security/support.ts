/**
 * What the security suite shares: every operation of the schema, read from src/graphql/schema/ (never a
 * hand-made list), ready to be called with any variables; and the trace a call may leave behind (rows, mail,
 * files), to show that a refused call leaves none.
 */
import { readdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as tables from '../../server/db/schema';
import type { TestServer } from '../support/server';
import { newVisitorAddress } from '../support/server';
import { readTypeDefs } from '../../server/graphql/type-defs';

export const schema = buildSchema(readTypeDefs().join('\n'));

export type Operation = {
  kind: 'query' | 'mutation';
  name: string;
  args: readonly GraphQLArgument[];
  /** The operation's text: every argument as a variable of its own type, a minimal selection. */
  text: string;
};

function operationOf(kind: Operation['kind'], field: GraphQLField<unknown, unknown>): Operation {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const head = variables ? `${kind} ${field.name}(${variables})` : `${kind} ${field.name}`;
  const call = passed ? `${field.name}(${passed})` : field.name;
  return { kind, name: field.name, args: field.args, text: `${head} { ${call}${selection} }` };
}

/** Every query and mutation of the schema. */
export const operations: Operation[] = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => operationOf('query', field)),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) =>
    operationOf('mutation', field),
  ),
];

/** Whether an argument takes text: a String (or a list of them), the fields the text rules must guard. */
export const isTextArgument = (arg: GraphQLArgument): boolean => getNamedType(arg.type).name === 'String';
export const isIdArgument = (arg: GraphQLArgument): boolean => getNamedType(arg.type).name === 'ID';

/** A value of the argument's GraphQL type, so that the call reaches its resolver. */
export function placeholderFor(type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [placeholderFor(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
      case 'Cents':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'ID':
        return randomUUID();
      default:
        return 'x';
    }
  }
  // An input object: every field given its own placeholder.
  if (isInputObjectType(inner))
    return Object.fromEntries(
      Object.values(inner.getFields()).map((field) => [field.name, placeholderFor(field.type)]),
    );
  throw new Error(`No placeholder for input type ${String(type)}: teach placeholderFor`);
}

export type Answer = {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
};

/** Calls an operation as a visitor of its own address, with the session's token when given. */
export async function callOperation(
  server: TestServer,
  operation: Operation,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': newVisitorAddress(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: operation.text, variables }),
  });
  const text = await response.text();
  let body: Answer['body'];
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = { errors: [{ message: text }] };
  }
  return { status: response.status, body };
}

/**
 * Tables a refusal is meant to write to: the audit log records refused log-ins, and the rate limiter counts
 * every attempt, refused or not. Everything else must stay as it was.
 */
const RECORDS_OF_REFUSALS = new Set(['audit_log', 'rate_limits']);

const dataTables = (Object.values(tables) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !RECORDS_OF_REFUSALS.has(name))
  .sort();

const traceQuery = sql.raw(
  `select ${dataTables
    .map(
      (name) =>
        `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as "${name}"`,
    )
    .join(', ')}`,
);

const filesIn = async (dir: string): Promise<string[]> => (await readdir(dir).catch(() => [])).sort();

/** What the server holds that a call could change: a digest of every data table, the mail sent, the files kept. */
export async function traceOf(server: TestServer): Promise<Record<string, unknown>> {
  const result = (await server.app.services.db.execute(traceQuery)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  return {
    tables: result.rows[0],
    mail: await filesIn(server.outboxDir),
    files: await filesIn(server.app.services.config.filesDir),
  };
}

/** The first error's code of an answer, if any. */
export const codeOf = (answer: Answer): unknown => answer.body.errors?.[0]?.extensions?.code;
