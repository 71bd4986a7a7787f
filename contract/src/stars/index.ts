export { flyingStarsEndpoint } from './endpoint';
export { starsAnswer } from './answer';
export { StarsSchema, type StarsAnswer } from './schema';
export { houseChartEndpoint } from './houseEndpoint';
export { houseAnswer, type HouseQuery } from './houseAnswer';
export { HouseSchema, facingOf, FACING_MESSAGE, type HouseAnswer } from './houseSchema';
export { mountainTerm } from './mountainTerm';
export { starOf } from './answer';
export { StarSchema } from './schema';
