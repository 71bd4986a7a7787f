/**
 * `@tongshu/data`: English names, icon keys and descriptions for every Chinese term the engine
 * can emit, plus reference tables (hexagrams, ten gods, hidden stems). Plain constants, no logic.
 */
export type * from './types';
export * from './activities';
export * from './baziPillars';
export * from './baziReading';
export * from './beltGods';
export * from './branches';
export * from './calendarNames';
export * from './chinaZones';
export * from './constellations';
export * from './dayChanges';
export * from './dayOfficers';
export * from './directions';
export * from './elements';
export * from './festivals';
export * from './fourImages';
export * from './hexagrams';
export * from './hiddenStems';
export * from './hourSpirits';
export * from './luminaries';
export * from './moonPhases';
export * from './nayin';
export * from './mountains';
export * from './nineStars';
export * from './pengZu';
export * from './plans';
export * from './planView';
export * from './qimen';
export * from './shenSha';
export * from './solarTerms';
export * from './stems';
export * from './tai';
export * from './tenGods';
export * from './trigrams';
export * from './zodiacAnimals';
export * from './videos';
