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

const singleton = (name) => ({ singleton: true, requiredVersion: dependencies[name] });

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
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@tongshu/data$': path.resolve(__dirname, '../data/src/index.ts') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          options: { transpileOnly: true, configFile: path.resolve(__dirname, 'tsconfig.json') },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { include: path.resolve(__dirname, '../data/src'), sideEffects: false },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mission_control',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared: {
          react: singleton('react'),
          'react/jsx-runtime': singleton('react'),
          'react-dom': singleton('react-dom'),
          'react-dom/client': singleton('react-dom'),
          'react-router': singleton('react-router'),
          '@tongshu/web-ui': { ...singleton('@tongshu/web-ui'), import: false },
        },
        dts: false,
        manifest: false,
      }),
    ],
  };
};
