export { flyingStarsEndpoint } from './endpoint';
export { starsAnswer } from './answer';
export { StarsSchema, type StarsAnswer } from './schema';
