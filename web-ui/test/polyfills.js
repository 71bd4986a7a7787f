/** jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads. */
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
