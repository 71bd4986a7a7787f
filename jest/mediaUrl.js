/**
 * Jest's stand-in for a media file webpack emits as a hashed asset (web-app/webpack.config.js):
 * the module's default export is a URL naming the file, so a test can tell the films apart.
 */
const path = require('node:path');

module.exports = {
  process(_source, file) {
    const url = `/assets/${path.basename(file)}`;
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(url)} };` };
  },
};
