/**
 * What the two web builds (web-app, the host, and web-admin, the remote) share, so they compile
 * the same way and share the same singletons: docs/web.md, "Build" and "Module federation".
 */
const path = require('node:path');
const cssnano = require('cssnano');
const zlib = require('node:zlib');

/** TypeScript sources, the kit's sources and the reference data compiled from TypeScript. */
const resolve = {
  extensions: ['.tsx', '.ts', '.js'],
  // The reference data is compiled from its TypeScript sources so unused tables shake out.
  alias: { '@tongshu/data$': path.resolve(__dirname, 'data/src/index.ts') },
};

/** ts-loader (transpile only: `npm run typecheck` checks types) and plain CSS for `appDir`. */
function rules(appDir) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'ts-loader',
      options: { transpileOnly: true, configFile: path.resolve(appDir, 'tsconfig.json') },
    },
    // CSS travels with the chunk that needs it, which keeps a federated remote self-contained.
    // Minified first (cssnano's safe preset): as a string in a script, CSS is not minified by
    // terser, and its comments and indentation travelled in every page's JavaScript.
    {
      test: /\.css$/,
      use: [
        'style-loader',
        { loader: 'css-loader', options: { importLoaders: 1 } },
        { loader: 'postcss-loader', options: { postcssOptions: { plugins: [cssnano()] } } },
      ],
    },
    { include: path.resolve(__dirname, 'data/src'), sideEffects: false },
  ];
}

/**
 * The module-federation singletons, never eager, at the versions `dependencies` pins: the remote
 * renders inside the host's React, router and UI kit.
 */
function sharedSingletons(dependencies) {
  const singleton = (name) => ({ singleton: true, requiredVersion: dependencies[name] });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    'react-router': singleton('react-router'),
    '@tongshu/web-ui': singleton('@tongshu/web-ui'),
  };
}

/**
 * A gzip copy beside each script and stylesheet (`main.js.gz`), which the bff's static files
 * serve to a browser that accepts gzip (koa-send's `gzip` option, on by default): it compresses
 * nothing on the fly, and Scalar's 4.3 MB script crossed the wire whole (issue 42: /developers
 * weighed 5.35 MB). Level 9 once at build time; gzip, not brotli, as Chromium asks for brotli
 * over HTTPS only and level-11 brotli of Scalar takes minutes here.
 */
class GzipCopies {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('GzipCopies', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'GzipCopies', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            const buffer = source.buffer();
            // Below about a kilobyte gzip's header and a second request outweigh the saving.
            if (!/\.(js|css|svg)$/.test(name) || buffer.length < 1024) continue;
            const gzipped = zlib.gzipSync(buffer, { level: 9 });
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipped));
          }
        },
      );
    });
  }
}

module.exports = { resolve, rules, sharedSingletons, GzipCopies };
