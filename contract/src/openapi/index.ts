export { openApiDocument, API_PREFIX, API_VERSION } from './document';
