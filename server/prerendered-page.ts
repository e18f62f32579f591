/**
 * How a prerendered page is made from the build (server/prerender.ts runs it): which of the browser build's
 * chunks a page needs, whether its stylesheets style all of its markup, and the page itself, from the built
 * index.html. Pure functions of their inputs.
 */

/** What the mapping reads of a build's stats (rspack's StatsCompilation has it). */
type ModuleInfo = { name?: string; modules?: ModuleInfo[] };
type ChunkInfo = {
  files?: string[];
  initial?: boolean;
  origins?: Array<{ moduleName?: string; request?: string }>;
  modules?: ModuleInfo[];
};
export type BuildStats = { chunks?: ChunkInfo[] };

const originsOf = (chunk: ChunkInfo): string[] =>
  (chunk.origins ?? []).map((origin) => `${origin.moduleName ?? ''} → ${origin.request ?? ''}`);

function moduleNamesOf(chunk: ChunkInfo): string[] {
  const names = (module: ModuleInfo): string[] => [
    ...(module.name ? [module.name] : []),
    ...(module.modules ?? []).flatMap(names),
  ];
  return (chunk.modules ?? []).flatMap(names);
}

/**
 * The browser build's files a page needs beyond the entry's, in the order the browser would load them, from
 * the Node bundle's chunks its render loaded.
 */
export function filesForPage(loaded: string[], server: BuildStats, client: BuildStats): string[] {
  const serverChunks = server.chunks ?? [];
  const clientChunks = (client.chunks ?? []).filter((chunk) => !chunk.initial);
  // An origin shared by several Node chunks is a template import (the locales): those match by module.
  const serverOriginCount = new Map<string, number>();
  for (const chunk of serverChunks) {
    for (const origin of originsOf(chunk)) {
      serverOriginCount.set(origin, (serverOriginCount.get(origin) ?? 0) + 1);
    }
  }
  const files: string[] = [];
  for (const file of loaded) {
    const chunk = serverChunks.find((candidate) => (candidate.files ?? []).includes(file));
    if (!chunk || chunk.initial) continue;
    const origins = originsOf(chunk).filter((origin) => serverOriginCount.get(origin) === 1);
    const modules = new Set(moduleNamesOf(chunk));
    const matching = clientChunks.filter((candidate) =>
      origins.length > 0
        ? originsOf(candidate).some((origin) => origins.includes(origin))
        : moduleNamesOf(candidate).some((name) => modules.has(name)),
    );
    if (matching.length === 0) {
      throw new Error(`The browser build has no chunk for ${file} (${[...origins, ...modules].join(', ')})`);
    }
    // Split-out chunks (shared by several imports) load before the import's own chunk, as rspack orders them.
    matching.sort((a, b) => originsOf(b).length - originsOf(a).length);
    for (const candidate of matching) files.push(...(candidate.files ?? []));
  }
  return [...new Set(files)];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Replaces the one match of `pattern` in the template; a template without it is a build error. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  const matches = html.match(
    new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
  );
  if (matches?.length !== 1) throw new Error(`dist/index.html should have one match of ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/** Fails when the markup uses a class that none of the page's stylesheets defines: it would move later. */
export function assertStyled(page: string, markup: string, stylesheets: string[]): void {
  const defined = new Set(stylesheets.flatMap((sheet) => [...definedClasses(sheet)]));
  const unstyled = [...usedClasses(markup)].filter((name) => !defined.has(name));
  if (unstyled.length > 0) {
    throw new Error(`${page} uses classes that none of its stylesheets defines: ${unstyled.join(' ')}`);
  }
}

/** Every class a stylesheet defines (as a selector), and every class the markup uses. */
const definedClasses = (css: string) =>
  new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
const usedClasses = (markup: string) =>
  new Set(
    [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
      (match[1] ?? '').split(/\s+/).filter(Boolean),
    ),
  );

/** A stylesheet of the entry, as HtmlRspackPlugin writes it into index.html. */
export const ENTRY_STYLESHEET = /<link href="([^"]+\.css)" rel="stylesheet">/g;

const SOURCE_MAP = /\/\*# sourceMappingURL=([^*\s/]+)\s*\*\//;

function inlineStyle(css: Readonly<Record<string, string>>, href: string): string {
  const text = css[href];
  if (text === undefined) throw new Error(`The text of ${href} is missing`);
  if (/<\/style/i.test(text)) throw new Error(`${href} cannot be inlined as it is`);
  // The source map's address is relative to the file's: from the page it has to be absolute.
  const folder = href.slice(0, href.lastIndexOf('/') + 1);
  const mapped = text.replace(
    SOURCE_MAP,
    (_comment, map: string) => `/*# sourceMappingURL=${folder}${map} */`,
  );
  return `<style>${mapped}</style>`;
}

/** A module script of the entry, as HtmlRspackPlugin writes it into index.html. */
const ENTRY_SCRIPT = /<script src="([^"]+)" type="module"><\/script>/g;

/** The id of the element right after #root (the <noscript> notice), which the page waits for before painting. */
const AFTER_ROOT_ID = 'no-javascript';

/**
 * Elements React hoists to the document's head (a screen's <title>, <meta>, <link>): the server renderer writes
 * them before the markup, and the page must carry them in its head, where the browser reads them and React
 * finds them when it hydrates.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/** The built index.html made into a prerendered page. */
export function assemblePage(
  template: string,
  page: {
    language: string;
    yearAttribute: string;
    hintsId: string;
    scriptsId: string;
    year: number;
    script: string;
    stylesheets: string[];
    /** The text of every stylesheet, the entry's and the screen's, by address. */
    css: Readonly<Record<string, string>>;
    scripts: string[];
    markup: string;
    noScript: string;
  },
): string {
  let markup = page.markup;
  const hoisted: string[] = [];
  for (let match = HOISTED.exec(markup); match; match = HOISTED.exec(markup)) {
    hoisted.push(match[0]);
    markup = markup.slice(match[0].length);
  }
  let html = template;
  if (hoisted.some((element) => element.startsWith('<title>'))) {
    html = replaceOnce(html, /<title>[^<]*<\/title>/, '');
  }
  // The entry's stylesheets inline too: nothing loads them again later.
  html = html.replace(ENTRY_STYLESHEET, (_link, href: string) => inlineStyle(page.css, href));
  html = replaceOnce(
    html,
    /<html[^>]*>/,
    `<html lang="${page.language}" ${page.yearAttribute}="${page.year}">`,
  );
  // The entry's module scripts leave the markup for a template the inline script starts them from once the
  // markup has painted (src/app/first-paint.ts), with the preload hints of the screen's chunks.
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  if (entries.length === 0) throw new Error('dist/index.html should load its entry as module scripts');
  html = html.replace(ENTRY_SCRIPT, '');
  // First in the head, before any stylesheet: an inline script after one would wait for it to load. The
  // preload hints before it, inert in a template, for the script to use when the page is hydrated.
  const hints = page.scripts.map((href) => `<link href="${href}" rel="preload" as="script">`).join('');
  const scripts = entries.map((href) => `<script src="${href}" type="module"></script>`).join('');
  html = replaceOnce(
    html,
    /<meta charset="utf-8">/,
    `<meta charset="utf-8"><template id="${page.hintsId}">${hints}</template>` +
      `<template id="${page.scriptsId}">${scripts}</template><script>${page.script}</script>`,
  );
  html = replaceOnce(
    html,
    /<\/head>/,
    [
      ...hoisted,
      // No frame before the whole screen is parsed: a slow device would otherwise paint the top of the card
      // first and move it as the rest arrives. The element after #root, because Chromium lifts the block as
      // soon as the element named starts.
      `<link rel="expect" href="#${AFTER_ROOT_ID}" blocking="render">`,
      // Inline, so that the first paint waits for no request; the disabled link (never fetched) tells the
      // chunk loader the chunk's stylesheet is in the page already, as it would add and wait for it otherwise.
      ...page.stylesheets.map(
        (href) => `${inlineStyle(page.css, href)}<link href="${href}" rel="stylesheet" disabled>`,
      ),
      '</head>',
    ].join(''),
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>\s*<noscript>[^<]*<\/noscript>/,
    `<div id="root">${markup}</div><noscript id="${AFTER_ROOT_ID}">${escapeHtml(page.noScript)}</noscript>`,
  );
}
