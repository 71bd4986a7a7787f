/** A file webpack emits as an asset imports as its URL; under jest, this stand-in URL. */
module.exports = { __esModule: true, default: '/asset-stub.js' };
