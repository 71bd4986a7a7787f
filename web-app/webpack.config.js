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
const parts = require('../webpack.parts');

/**
 * `<link rel="preload">` for the served Chinese font's seal and common files (web-ui/src/fonts),
 * which the app loads before its first paint (web-ui's `hanFontsLoaded`): the browser fetches
 * them while the scripts come instead of after. `crossorigin`, as the browser fetches fonts in
 * CORS mode and would not reuse a preload made without it.
 */
class PreloadHanFonts {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadHanFonts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadHanFonts', (data) => {
        const fonts = compilation
          .getAssets()
          .map((asset) => asset.name)
          .filter((name) => /(^|\/)tongshu-han-(seal|common)\.[0-9a-f]+\.woff2$/.test(name))
          .sort();
        const links = fonts.map((name) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: `/${name}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

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
    resolve: parts.resolve,
    module: {
      rules: [
        ...parts.rules(__dirname),
        { test: /\.(png|jpe?g|gif|svg|webp|ico|webm|vtt)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'tongshu_app',
        shared: parts.sharedSingletons(dependencies),
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
      new PreloadHanFonts(),
      ...(production ? [new parts.GzipCopies()] : []),
      new DefinePlugin({
        __STRIPE_PUBLISHABLE_KEY__: JSON.stringify(process.env.STRIPE_PUBLISHABLE_KEY ?? ''),
      }),
    ],
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
