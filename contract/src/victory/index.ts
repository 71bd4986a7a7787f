export { threeVictoryDaysEndpoint } from './endpoint';
export { victoryAnswer } from './answer';
export { ThreeVictoryDaysSchema, VictoryRequest, type ThreeVictoryDaysAnswer } from './schema';
