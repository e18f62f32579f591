/** The catalog area (issue 4): brands, products and the dashboard's summary. One file per resolver. */
import type { Resolvers } from '../generated';
import { Brands } from './brands';
import { Brand } from './brand';
import { Products } from './products';
import { Product } from './product';
import { DashboardSummary } from './dashboard-summary';
import { BrandCreate } from './brand-create';
import { BrandUpdate } from './brand-update';
import { BrandDelete } from './brand-delete';
import { ProductCreate } from './product-create';
import { ProductUpdate } from './product-update';
import { ProductDelete } from './product-delete';
import { brandFields } from './brand.type';
import { productFields } from './product.type';

export const catalogResolvers: Resolvers = {
  Query: { Brands, Brand, Products, Product, DashboardSummary },
  Mutation: { BrandCreate, BrandUpdate, BrandDelete, ProductCreate, ProductUpdate, ProductDelete },
  Brand: brandFields,
  Product: productFields,
};
