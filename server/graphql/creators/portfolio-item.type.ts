/** The fields of a portfolio item: its files' public paths under /files/. */
import type { PortfolioItemResolvers } from '../generated';

export const portfolioItemFields: PortfolioItemResolvers = {
  url: (item) => item.file,
  thumbnail_url: (item) => item.thumbnail,
};
