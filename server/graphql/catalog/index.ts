/** The catalog area (issue 4): brands, products and the dashboard's summary. */
import type { Resolvers } from '../generated';
import { brandResolvers } from './brands';
import { productResolvers } from './products';
import { dashboardResolvers } from './dashboard';

export const catalogResolvers: Resolvers = {
  Query: { ...brandResolvers.Query, ...productResolvers.Query, ...dashboardResolvers.Query },
  Mutation: { ...brandResolvers.Mutation, ...productResolvers.Mutation },
  Brand: brandResolvers.Brand,
  Product: productResolvers.Product,
};
