/**
 * web-app build: the module-federation host `tongshu_app`. See docs/web.md.
 * - `mission_control` (web-admin) is registered and loaded at run time from /mc/remoteEntry.js by
 *   src/missioncontrol/remote.ts, only when /missioncontrol/* opens; the host builds and runs
 *   without it. It is deliberately not in `remotes`: a remote declared here is fetched on every
 *   page load to negotiate shared modules.
 * - react, react-dom, react-router and @tongshu/web-ui are shared singletons (never eager), so the
 *   remote renders inside the host's router, notifications and design system.
 * - `src/index.ts` only does `import('./bootstrap')`: the boundary that lets shared modules load.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const { dependencies } = require('./package.json');

const singleton = (name) => ({ singleton: true, requiredVersion: dependencies[name] });

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: 'auto',
      uniqueName: 'tongshu_app',
      // The entry cannot carry [contenthash] with webpack 5.111 and MF 2.9 (the federation runtime
      // asks for the entry's path before hashes exist: module-federation/core#5077), so it stays
      // `main.js` and index.html loads it as `main.js?<build hash>`; every other chunk is hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The reference data is compiled from its TypeScript sources so unused tables shake out.
      alias: { '@tongshu/data$': path.resolve(__dirname, '../data/src/index.ts') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          // Types are checked by `npm run typecheck`; the build only transpiles.
          options: { transpileOnly: true, configFile: path.resolve(__dirname, 'tsconfig.json') },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|svg|webp|ico)$/, type: 'asset/resource' },
        { include: path.resolve(__dirname, '../data/src'), sideEffects: false },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'tongshu_app',
        shared: {
          react: singleton('react'),
          'react/jsx-runtime': singleton('react'),
          'react-dom': singleton('react-dom'),
          'react-dom/client': singleton('react-dom'),
          'react-router': singleton('react-router'),
          '@tongshu/web-ui': singleton('@tongshu/web-ui'),
        },
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        // Absolute, so deep links served the index.html fallback (e.g. /account/password) work.
        publicPath: '/',
        scriptLoading: 'defer',
        hash: production,
      }),
      new DefinePlugin({
        __STRIPE_PUBLISHABLE_KEY__: JSON.stringify(process.env.STRIPE_PUBLISHABLE_KEY ?? ''),
        __INTRO_VIDEO_URL__: JSON.stringify(process.env.TONGSHU_INTRO_VIDEO_URL ?? ''),
      }),
    ],
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
