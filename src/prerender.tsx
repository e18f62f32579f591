/**
 * The prerender: the screens a visitor without a session opens first, rendered at build time with React's own
 * server rendering, in every language. Rspack bundles this file for Node (`prerenderConfig` in
 * rspack.config.ts) with the same vanilla-extract class names as the browser build; server/prerender.ts runs
 * it and writes the pages. The tree is the browser's own (`App`), with no session, so the web app hydrates it.
 */
import { prerender } from 'react-dom/static';
import type { SsrContext } from 'wouter';
import { App, createRootServices } from './app/root';
import { createI18n, DEFAULT_LANGUAGE, LANGUAGES, type Language } from './app/i18n';
import {
  APP_SCRIPTS_ID,
  firstPaintScript,
  HYDRATION_HINTS_ID,
  RENDERED_YEAR_ATTRIBUTE,
} from './app/first-paint';

/** The logged-out screens, prerendered in each language. */
export const PRERENDERED_PATHS = ['/login', '/signup', '/forgot'] as const;

export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  firstPaintScript,
  HYDRATION_HINTS_ID,
  APP_SCRIPTS_ID,
  RENDERED_YEAR_ATTRIBUTE,
};

export type PrerenderedPage = {
  /** The markup that goes inside #root. */
  markup: string;
  /** The page's notice for a browser without JavaScript, in the page's language. */
  noScript: string;
  /** The year the page was rendered in: what the footer shows. */
  year: number;
};

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let result = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    result += decoder.decode(read.value, { stream: true });
  }
  return result + decoder.decode();
}

/** Renders `path` as a visitor without a session sees it in `language`; fails on any error or redirect. */
export async function prerenderPage(path: string, language: Language): Promise<PrerenderedPage> {
  const year = new Date().getFullYear();
  const i18n = await createI18n(language);
  const services = createRootServices(i18n, null);
  const context: SsrContext = {};
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(<App i18n={i18n} services={services} ssr={{ path, context }} />, {
      onError: (error) => void errors.push(error),
    });
    const markup = await text(prelude);
    if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} (${language}) failed`);
    if (context.redirectTo) {
      throw new Error(`${path} (${language}) redirects to ${context.redirectTo} instead of rendering`);
    }
    return { markup, noScript: i18n.t('noScript'), year };
  } finally {
    services.root.stop();
  }
}
