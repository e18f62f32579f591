import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema, two outputs: typed documents for the web app and resolver types for the API.
 * `npm run codegen` writes them; `npm run codegen:check` fails when they are stale.
 */
// Cents (an integer of cents safe to 2^53, server/graphql/money/cents.ts) is a plain number on both sides.
const scalars = { ID: 'string', Cents: 'number' };

const config: CodegenConfig = {
  // One file per area of the contract, read together (server/graphql/type-defs.ts reads the same folder).
  schema: 'src/graphql/schema/*.graphql',
  documents: ['src/**/*.graphql', '!src/graphql/schema/**'],
  emitLegacyCommonJSImports: false,
  silent: true,
  generates: {
    'src/graphql/generated/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
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
          Campaign: '../db/schema#CampaignRow',
          CampaignStatusChange: '../db/schema#CampaignStatusChangeRow',
          CampaignDraft: '../db/schema#CampaignDraftRow',
          WireTransfer: '../db/schema#WireTransferRow',
          BillingEntry: '../services/billing#BillingMovement',
        },
        useIndexSignature: false,
      },
    },
  },
};

export default config;
