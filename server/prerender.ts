/**
 * The prerender step of the production build, run by server/build.ts once rspack has written dist/.
 *
 * It bundles src/prerender.tsx for Node, renders each logged-out screen in each language, and writes each as a
 * page of its own: the built index.html with the screen's markup in #root, the first-paint script inline in
 * its head, the stylesheets of the entry and of the screen's chunks inline (so the first paint waits for no
 * request, and nothing moves when the scripts arrive) and preload
 * hints for its scripts and locale files (so hydration does not wait for one chunk after another), which the
 * inline script puts into effect only when it keeps the markup.
 * dist/prerendered.json tells the static server which file answers which path in which language, and the
 * hash of the inline script for the Content-Security-Policy.
 *
 * Which chunks a screen needs is read from what its render loaded: each lazy import of the Node bundle is its
 * own chunk, and the browser build's chunks of the same import (same importing module, same request) are the
 * ones the browser will load; the locale files, all imported by one template, are matched by module instead.
 * A page whose markup uses a class that none of its stylesheets defines fails the build. The page itself and
 * that mapping are pure functions, in server/prerendered-page.ts.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type StatsCompilation } from '@rspack/core';
import { prerenderConfig } from '../rspack.config';
import { PRERENDER_MANIFEST, PRERENDERED_DIR, type PrerenderManifest } from './http/static';
import { ENTRY_STYLESHEET, assemblePage, assertStyled, filesForPage } from './prerendered-page';

/** What src/prerender.tsx exports, as its Node bundle gives it (the API's code does not import the web app's). */
type PrerenderBundle = {
  PRERENDERED_PATHS: readonly string[];
  LANGUAGES: readonly string[];
  DEFAULT_LANGUAGE: string;
  RENDERED_YEAR_ATTRIBUTE: string;
  HYDRATION_HINTS_ID: string;
  APP_SCRIPTS_ID: string;
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

const cspHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

export async function prerenderPages(distDir: string, client: StatsCompilation): Promise<PrerenderManifest> {
  const bundleDir = await mkdtemp(path.join(tmpdir(), 'creatorhub-prerender-'));
  try {
    const server = await compile(prerenderConfig(bundleDir));
    const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
    const entryCss = [...template.matchAll(ENTRY_STYLESHEET)].map((match) => match[1] ?? '');
    const { result: about } = await withFreshBundle(bundleDir, async (bundle) => ({
      paths: bundle.PRERENDERED_PATHS,
      languages: bundle.LANGUAGES,
      defaultLanguage: bundle.DEFAULT_LANGUAGE,
      yearAttribute: bundle.RENDERED_YEAR_ATTRIBUTE,
      hintsId: bundle.HYDRATION_HINTS_ID,
      scriptsId: bundle.APP_SCRIPTS_ID,
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

        const css = Object.fromEntries(
          await Promise.all(
            [...entryCss, ...stylesheets].map(
              async (href) => [href, await readFile(path.join(distDir, href), 'utf8')] as const,
            ),
          ),
        );
        assertStyled(`${route} (${language})`, page.markup, Object.values(css));

        const html = assemblePage(template, {
          language,
          yearAttribute: about.yearAttribute,
          hintsId: about.hintsId,
          scriptsId: about.scriptsId,
          year: page.year,
          script,
          stylesheets,
          css,
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
