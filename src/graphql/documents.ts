/**
 * The generated documents for the flows that start at boot (the session, the guest forms, the account's
 * language): loaded with their first call, like the transport (src/graphql/api.ts), so the first visit to a
 * logged-out screen does not carry every operation of the app. Screens and flows loaded later import
 * ./generated/graphql directly.
 */
export const loadDocuments = () => import('./generated/graphql');
