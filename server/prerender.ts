/**
 * The prerender step of the production build, run by server/build.ts once rspack has written dist/.
 *
 * It bundles src/prerender.tsx for Node, renders each logged-out screen in each language, and writes each as a
 * page of its own: the built index.html with the screen's markup in #root, the first-paint script inline in
 * its head, the stylesheets of the screen's chunks (so nothing moves when the scripts arrive) and preload
 * hints for its scripts and locale files (so hydration does not wait for one chunk after another), which the
 * inline script puts into effect only when it keeps the markup.
 * dist/prerendered.json tells the static server which file answers which path in which language, and the
 * hash of the inline script for the Content-Security-Policy.
 *
 * Which chunks a screen needs is read from what its render loaded: each lazy import of the Node bundle is its
 * own chunk, and the browser build's chunks of the same import (same importing module, same request) are the
 * ones the browser will load; the locale files, all imported by one template, are matched by module instead.
 * A page whose markup uses a class that none of its stylesheets defines fails the build.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type StatsChunk, type StatsCompilation, type StatsModule } from '@rspack/core';
import { prerenderConfig } from '../rspack.config';
import { PRERENDER_MANIFEST, PRERENDERED_DIR, type PrerenderManifest } from './http/static';

/** What src/prerender.tsx exports, as its Node bundle gives it (the API's code does not import the web app's). */
type PrerenderBundle = {
  PRERENDERED_PATHS: readonly string[];
  LANGUAGES: readonly string[];
  DEFAULT_LANGUAGE: string;
  RENDERED_YEAR_ATTRIBUTE: string;
  HYDRATION_HINTS_ID: string;
  firstPaintScript: () => string;
  prerenderPage: (
    path: string,
    language: string,
  ) => Promise<{ markup: string; noScript: string; year: number }>;
};

const require = createRequire(import.meta.url);

function compile(config: ReturnType<typeof prerenderConfig>): Promise<StatsCompilation> {
  const compiler = rspack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error || !stats) return reject(error ?? new Error('no stats'));
        if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
        resolve(
          stats.toJson({
            all: false,
            chunks: true,
            chunkModules: true,
            nestedModules: true,
            chunkOrigins: true,
            ids: true,
          }),
        );
      });
    }),
  );
}

/**
 * Loads the bundle afresh (nothing cached from an earlier page), runs `use`, and returns its result with the
 * bundle's chunk files it loaded, in the order they were loaded.
 */
async function withFreshBundle<T>(
  bundleDir: string,
  use: (bundle: PrerenderBundle) => Promise<T>,
): Promise<{ result: T; loaded: string[] }> {
  const ours = () => Object.keys(require.cache).filter((file) => file.startsWith(bundleDir + path.sep));
  for (const file of ours()) delete require.cache[file];
  const bundle = require(path.join(bundleDir, 'prerender.cjs')) as PrerenderBundle;
  const result = await use(bundle);
  const loaded = ours().map((file) => path.relative(bundleDir, file).split(path.sep).join('/'));
  return { result, loaded };
}

const originsOf = (chunk: StatsChunk): string[] =>
  (chunk.origins ?? []).map((origin) => `${origin.moduleName ?? ''} → ${origin.request ?? ''}`);

function moduleNamesOf(chunk: StatsChunk): string[] {
  const names = (module: StatsModule): string[] => [
    ...(module.name ? [module.name] : []),
    ...(module.modules ?? []).flatMap(names),
  ];
  return (chunk.modules ?? []).flatMap(names);
}

/**
 * The browser build's files a page needs beyond the entry's, in the order the browser would load them, from
 * the Node bundle's chunks its render loaded.
 */
function filesForPage(loaded: string[], server: StatsCompilation, client: StatsCompilation): string[] {
  const serverChunks = server.chunks ?? [];
  const clientChunks = (client.chunks ?? []).filter((chunk) => !chunk.initial);
  // An origin shared by several Node chunks is a template import (the locales): those match by module.
  const serverOriginCount = new Map<string, number>();
  for (const chunk of serverChunks) {
    for (const origin of originsOf(chunk))
      serverOriginCount.set(origin, (serverOriginCount.get(origin) ?? 0) + 1);
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
const cspHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** Replaces the one match of `pattern` in the template; a template without it is a build error. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  const matches = html.match(
    new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
  );
  if (matches?.length !== 1) throw new Error(`dist/index.html should have one match of ${pattern}`);
  return html.replace(pattern, () => replacement);
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
    year: number;
    script: string;
    stylesheets: string[];
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
  html = replaceOnce(
    html,
    /<html[^>]*>/,
    `<html lang="${page.language}" ${page.yearAttribute}="${page.year}">`,
  );
  // First in the head, before any stylesheet: an inline script after one would wait for it to load. The
  // preload hints before it, inert in a template, for the script to use when the page is hydrated.
  const hints = page.scripts.map((href) => `<link href="${href}" rel="preload" as="script">`).join('');
  html = replaceOnce(
    html,
    /<meta charset="utf-8">/,
    `<meta charset="utf-8"><template id="${page.hintsId}">${hints}</template><script>${page.script}</script>`,
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
      ...page.stylesheets.map((href) => `<link href="${href}" rel="stylesheet">`),
      '</head>',
    ].join(''),
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>\s*<noscript>[^<]*<\/noscript>/,
    `<div id="root">${markup}</div><noscript id="${AFTER_ROOT_ID}">${escapeHtml(page.noScript)}</noscript>`,
  );
}

export async function prerenderPages(distDir: string, client: StatsCompilation): Promise<PrerenderManifest> {
  const bundleDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-prerender-'));
  try {
    const server = await compile(prerenderConfig(bundleDir));
    const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
    const entryCss = [...template.matchAll(/<link href="([^"]+\.css)" rel="stylesheet">/g)].map(
      (match) => match[1] ?? '',
    );
    const { result: about } = await withFreshBundle(bundleDir, async (bundle) => ({
      paths: bundle.PRERENDERED_PATHS,
      languages: bundle.LANGUAGES,
      defaultLanguage: bundle.DEFAULT_LANGUAGE,
      yearAttribute: bundle.RENDERED_YEAR_ATTRIBUTE,
      hintsId: bundle.HYDRATION_HINTS_ID,
      script: bundle.firstPaintScript(),
    }));
    // Every page carries it in its head: minified, about half the bytes.
    const script = (await rspack.experiments.swc.minify(about.script, { compress: true, mangle: true })).code;
    if (script.includes('</script')) {
      throw new Error('The first-paint script cannot be inlined as it is');
    }

    const manifest: PrerenderManifest = {
      scriptHashes: [cspHash(script)],
      defaultLanguage: about.defaultLanguage,
      pages: {},
    };
    for (const route of about.paths) {
      for (const language of about.languages) {
        const { result: page, loaded } = await withFreshBundle(bundleDir, (bundle) =>
          bundle.prerenderPage(route, language),
        );
        const files = filesForPage(loaded, server, client).map((file) => `/${file}`);
        const stylesheets = files.filter((file) => file.endsWith('.css'));
        const scripts = files.filter((file) => file.endsWith('.js'));

        const css = await Promise.all(
          [...entryCss, ...stylesheets].map((href) => readFile(path.join(distDir, href), 'utf8')),
        );
        const defined = new Set(css.flatMap((sheet) => [...definedClasses(sheet)]));
        const unstyled = [...usedClasses(page.markup)].filter((name) => !defined.has(name));
        if (unstyled.length > 0) {
          throw new Error(
            `${route} (${language}) uses classes that none of its stylesheets defines: ${unstyled.join(' ')}`,
          );
        }

        const html = assemblePage(template, {
          language,
          yearAttribute: about.yearAttribute,
          hintsId: about.hintsId,
          year: page.year,
          script,
          stylesheets,
          scripts,
          markup: page.markup,
          noScript: page.noScript,
        });
        const file = `${PRERENDERED_DIR}/${language}${route}.html`;
        await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
        await writeFile(path.join(distDir, file), html);
        (manifest.pages[route] ??= {})[language] = file;
      }
    }
    await writeFile(path.join(distDir, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));
    return manifest;
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}
