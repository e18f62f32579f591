// @vitest-environment node
/**
 * The contract's enums are the domain's lists (src/domain), value for value and in the same order, so a status
 * added to the domain and not to the schema (or the other way round) fails here before it fails an answer.
 */
import { buildSchema, GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_KINDS } from '../../src/domain/campaign';
import { CONTENT_STATUSES } from '../../src/domain/content';
import { DEAL_STATUSES, DELIVERY_STATUSES } from '../../src/domain/deal';
import { readTypeDefs } from './type-defs';

const schema = buildSchema(readTypeDefs().join('\n'));

const DOMAIN_LISTS: Record<string, readonly string[]> = {
  AccountType: ['company'],
  CampaignKind: CAMPAIGN_KINDS,
  ContentStatus: CONTENT_STATUSES,
  DealStatus: DEAL_STATUSES,
  DeliveryStatus: DELIVERY_STATUSES,
};

describe("the schema's enums", () => {
  it.each(Object.entries(DOMAIN_LISTS))("%s holds the domain's values, in order", (name, values) => {
    const type = schema.getType(name);
    expect(type).toBeInstanceOf(GraphQLEnumType);
    expect((type as GraphQLEnumType).getValues().map((value) => value.name)).toEqual([...values]);
  });

  it('has no enum the domain does not list', () => {
    const enums = Object.values(schema.getTypeMap())
      .filter((type) => type instanceof GraphQLEnumType && !type.name.startsWith('__'))
      .map((type) => type.name);
    expect(enums.sort()).toEqual(Object.keys(DOMAIN_LISTS).sort());
  });
});
