/**
 * Persisted operations (DESIGN.md §5): the web app sends the SHA-256 of an operation's text instead of the
 * text. The text is urql's own printing of the typed document, so the build (which writes the manifest of the
 * web app's operations) and the browser (which hashes at run time) agree byte for byte.
 */
import { stringifyDocument } from '@urql/core';
import type { DocumentNode } from 'graphql';

export const operationText = (document: DocumentNode): string => stringifyDocument(document);

export const MANIFEST_FILE = 'src/graphql/generated/persisted-documents.json';
