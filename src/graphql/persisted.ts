/**
 * Persisted operations (DESIGN.md §5): the web app sends the SHA-256 of an operation's text instead of the
 * text. The text is urql's own printing of the generated document, so the build (which writes the manifest of the
 * web app's operations) and the browser (which hashes at run time) agree byte for byte.
 */
import { createRequest, stringifyDocument } from '@urql/core';

/** The text urql sends (and hashes) for a generated document. */
export const operationText = (document: { toString(): string }): string =>
  stringifyDocument(createRequest(String(document), {}).query);

export const MANIFEST_FILE = 'src/graphql/generated/persisted-documents.json';
