import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema, two outputs: typed documents for the web app and resolver types for the API.
 * `npm run codegen` writes them; `npm run codegen:check` fails when they are stale.
 */
const scalars = { ID: 'string' };

const config: CodegenConfig = {
  schema: 'src/graphql/schema.graphql',
  documents: ['src/**/*.graphql', '!src/graphql/schema.graphql'],
  emitLegacyCommonJSImports: false,
  silent: true,
  generates: {
    'src/graphql/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true },
        documentMode: 'string',
      },
    },
    'server/graphql/generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../context#Context',
        mappers: {
          CompanyData: '../db/schema#CompanyRow',
          Brand: '../db/schema#BrandRow',
          Product: '../db/schema#ProductRow',
          Card: '../db/schema#CardRow',
          Creator: '../db/schema#CreatorRow',
          PortfolioItem: '../db/schema#PortfolioItemRow',
          Deal: './deals/mappers#DealParent',
          DealCampaign: './deals/mappers#DealCampaignParent',
          ContentItem: './deals/mappers#ContentItemParent',
          DealHistoryEntry: './deals/mappers#DealHistoryParent',
          DealFeedback: './deals/mappers#DealHistoryParent',
          CampaignHiring: './deals/mappers#CampaignHiringParent',
        },
        useIndexSignature: false,
      },
    },
  },
};

export default config;
