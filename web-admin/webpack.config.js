/**
 * web-admin build: the module-federation remote `mission_control`, served by the bff at /mc/ and
 * loaded by the host (web-app) when /missioncontrol/* opens. See docs/web.md, "Mission control".
 * - It exposes `./App` only; there is no page of its own (the host gives the layout, the router,
 *   the session and the API client).
 * - react, react-dom and react-router are shared singletons: the remote renders inside the host's
 *   router. `@tongshu/web-ui` is taken from the host only (`import: false`): the kit's context
 *   (API client, error catalogue, notifications) must be the host's instance, and a fallback copy
 *   would silently render without them.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { dependencies } = require('./package.json');
const parts = require('../webpack.parts');

const shared = parts.sharedSingletons(dependencies);

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    // The container entry (remoteEntry.js) is added by the federation plugin.
    entry: {},
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: 'auto',
      uniqueName: 'mission_control',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: parts.resolve,
    module: { rules: parts.rules(__dirname) },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mission_control',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared: { ...shared, '@tongshu/web-ui': { ...shared['@tongshu/web-ui'], import: false } },
        dts: false,
        manifest: false,
      }),
      ...(production ? [new parts.GzipCopies()] : []),
    ],
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
