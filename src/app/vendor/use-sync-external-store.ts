/**
 * React 19 has useSyncExternalStore built in: the web build resolves the `use-sync-external-store/shim` package
 * that @xstate/react, wouter and react-i18next import (written for React 17) to React's own hook, so every page
 * loads no copy of it (rspack.config.ts).
 */
export { useSyncExternalStore } from 'react';
