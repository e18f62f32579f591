/** The creators area (issue 14): discovery of the creators a company may hire. One file per resolver. */
import type { Resolvers } from '../generated';
import { Creators } from './creators';
import { Creator } from './creator';
import { CreatorFitCount } from './creator-fit-count';
import { creatorFields } from './creator.type';
import { portfolioItemFields } from './portfolio-item.type';

export const creatorsResolvers: Resolvers = {
  Query: { Creators, Creator, CreatorFitCount },
  Creator: creatorFields,
  PortfolioItem: portfolioItemFields,
};
