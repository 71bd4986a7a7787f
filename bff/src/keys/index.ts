/**
 * API keys to the public API: the account's keys (routes, service) and `requireApiKey`, the
 * public API's authentication. Other capabilities use it only through this file.
 */
export { requireApiKey, type ApiKeyState } from './requireApiKey';
export { keyRoutes } from './routes';
export { KEY_PREFIX, KEYS_GATE, MAX_KEYS, revokeKeysOf } from './keysService';
export { UseLedger } from './useLedger';
export type { KeyLookup } from './keyLookup';
