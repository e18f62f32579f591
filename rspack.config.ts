/**
 * The web app's production build: one small entry, each screen its own chunk, CSS extracted by
 * vanilla-extract, hashed file names. Used by `npm run build`, by `npm start` (when dist/ is stale) and by dev.
 *
 * `prerenderConfig` bundles src/prerender.tsx for Node: the same sources, compiled the same way and with the
 * same vanilla-extract class names, so that the pages it renders at build time match what the browser hydrates.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The React 17 hook shims the libraries import, resolved to React 19's own hooks (src/app/vendor). */
const REACT_19_HOOKS = {
  'use-sync-external-store/shim/with-selector$': 'use-sync-external-store/with-selector',
  'use-sync-external-store/shim/with-selector.js$': 'use-sync-external-store/with-selector',
  'use-sync-external-store/shim$': path.resolve(root, 'src/app/vendor/use-sync-external-store.ts'),
  'use-sync-external-store/shim/index.js$': path.resolve(root, 'src/app/vendor/use-sync-external-store.ts'),
};

/** What the browser build and the prerender share, so the markup of one matches the other. */
function sharedModule(production: boolean): Configuration['module'] {
  return {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
          },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/i, type: 'css/auto' },
      { test: /\.json$/, type: 'json' },
    ],
  };
}

function sharedPlugins(mode: 'production' | 'development') {
  return [
    new VanillaExtractPlugin({ identifiers: mode === 'production' ? 'short' : 'debug' }),
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(mode),
      // Build-time settings the web app may read (e.g. the footer's addresses): only PUBLIC_* variables.
      ...Object.fromEntries(
        Object.entries(process.env)
          .filter(([name]) => name.startsWith('PUBLIC_'))
          .map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
      ),
    }),
  ];
}

export function webConfig(mode: 'production' | 'development' = 'production'): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: root,
    entry: { main: './src/main.tsx' },
    target: ['web', 'es2022'],
    // Not an eval-based map in development: the served page's CSP allows no eval, and the app would not start.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      cssFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      cssChunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: REACT_19_HOOKS },
    module: sharedModule(production),
    plugins: [
      ...sharedPlugins(mode),
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'module' }),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    experiments: { css: true },
  };
}

/**
 * src/prerender.tsx for Node, into `outputPath` as CommonJS (`prerender.cjs`): every dependency bundled, each
 * lazy import its own named chunk (server/prerender.ts tells from the chunks a page loaded which of the
 * browser's chunks that page needs). The CSS it emits is not used: the browser build's is.
 */
export function prerenderConfig(outputPath: string): Configuration {
  return {
    mode: 'production',
    context: root,
    entry: { prerender: './src/prerender.tsx' },
    target: ['node20', 'es2022'],
    devtool: false,
    output: {
      path: outputPath,
      filename: '[name].cjs',
      chunkFilename: 'chunks/[name].cjs',
      cssFilename: '[name].css',
      cssChunkFilename: 'chunks/[name].css',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: sharedModule(true),
    plugins: sharedPlugins('production'),
    optimization: { minimize: false, splitChunks: false, chunkIds: 'named', moduleIds: 'named' },
    performance: { hints: false },
    experiments: { css: true },
  };
}

export default webConfig();
