/**
 * The document's base styles, for entry points that import them by this name (src/main.tsx). They live with
 * the theme in contract.css.ts, which every component imports, so no bundler can drop them.
 */
export { vars } from './contract.css';
