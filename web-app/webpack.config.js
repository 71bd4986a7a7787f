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
 * Noto Sans SC's stylesheet (web-ui's fallback for any Chinese outside Tongshu Han): 101
 * unicode-range `@font-face` rules, 105 KB. Through style-loader it travelled as a string inside
 * web-ui's script, 37 KB of every first visit's JavaScript (docs/performance.md, "Initial
 * JavaScript"); webpack's own CSS support emits it as a stylesheet the chunk that imports it
 * links, with its font files, before that chunk runs, so the faces are declared as before.
 */
const NOTO_CSS = /[\\/]@fontsource[\\/].+\.css$/;

/**
 * react-router's production build: its package exports only the development one, with warnings
 * for developers in the part of it the app bundles (src/app/sharedRouter.ts).
 */
const REACT_ROUTER = path.resolve(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

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

/**
 * `script-graph.json`: which scripts each part of the app loads, for the budget test of every
 * route's initial JavaScript (tests/src/webBudgets), which a browser need not run: the entry's,
 * each dynamic import's by the file it imports (`src/features/almanac/Tongshu.tsx`) and each
 * shared module's by its key, each with the shared modules its chunks consume (loaded with them).
 */
class ScriptGraph {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ScriptGraph', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ScriptGraph', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph, moduleGraph } = compilation;
          const sorted = (values) => [...new Set(values)].sort();
          const node = ({ chunks }) => ({
            scripts: sorted(chunks.flatMap((chunk) => [...chunk.files])).filter((file) =>
              file.endsWith('.js'),
            ),
            shared: sorted(
              chunks.flatMap((chunk) =>
                [...chunkGraph.getChunkModulesIterable(chunk)]
                  .filter((module) => module.type === 'consume-shared-module')
                  .map((module) => module.options.shareKey),
              ),
            ),
          });
          const graph = {
            entry: node(compilation.entrypoints.get('main')),
            imports: {},
            shared: {},
          };
          for (const group of compilation.chunkGroups) {
            for (const block of group.getBlocks()) {
              const [dependency] = block.dependencies;
              const parent = dependency && moduleGraph.getParentModule(dependency);
              const module = dependency && moduleGraph.getModule(dependency);
              // A module webpack concatenated with its imports is named by its root.
              const imported = module?.rootModule ?? module;
              if (parent?.type === 'provide-module') graph.shared[parent._name] = node(group);
              else if (parent?.type !== 'consume-shared-module' && imported?.resource)
                graph.imports[path.relative(__dirname, imported.resource)] = node(group);
            }
          }
          const json = JSON.stringify(graph, null, 2);
          compilation.emitAsset('script-graph.json', new sources.RawSource(`${json}\n`));
        },
      );
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
    resolve: { ...parts.resolve, alias: { ...parts.resolve.alias, 'react-router$': REACT_ROUTER } },
    experiments: { css: true },
    module: {
      rules: [
        // With webpack's CSS on, the kit's style-loader rules stay JavaScript; Noto is plain CSS.
        ...parts
          .rules(__dirname)
          .map((rule) =>
            String(rule.test) === String(/\.css$/)
              ? { ...rule, exclude: NOTO_CSS, type: 'javascript/auto' }
              : rule,
          ),
        { test: NOTO_CSS, type: 'css' },
        { test: /\.(png|jpe?g|gif|svg|webp|ico|webm|vtt)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'tongshu_app',
        shared: {
          ...parts.sharedSingletons(dependencies),
          // The exports the apps use, tree shaken, instead of the whole package (sharedRouter.ts).
          'react-router': {
            ...parts.sharedSingletons(dependencies)['react-router'],
            import: './src/app/sharedRouter.ts',
            version: dependencies['react-router'],
          },
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
      new PreloadHanFonts(),
      new ScriptGraph(),
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
