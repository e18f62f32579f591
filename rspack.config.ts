/**
 * The web app's production build: one small entry, each screen its own chunk, CSS extracted by
 * vanilla-extract, hashed file names. Used by `npm run build`, by `npm start` (when dist/ is stale) and by dev.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';

const root = path.dirname(fileURLToPath(import.meta.url));

export function webConfig(mode: 'production' | 'development' = 'production'): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: root,
    entry: { main: './src/main.tsx' },
    target: ['web', 'es2022'],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      cssFilename: production ? 'assets/[name].[contenthash:12].css' : 'assets/[name].css',
      cssChunkFilename: production ? 'assets/[name].[contenthash:12].css' : 'assets/[name].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
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
    },
    plugins: [
      new VanillaExtractPlugin({ identifiers: production ? 'short' : 'debug' }),
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'module' }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        // Build-time settings the web app may read (e.g. the footer's addresses): only PUBLIC_* variables.
        ...Object.fromEntries(
          Object.entries(process.env)
            .filter(([name]) => name.startsWith('PUBLIC_'))
            .map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
        ),
      }),
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

export default webConfig();
