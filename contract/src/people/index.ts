export { listPeopleEndpoint, personEndpoint } from './endpoint';
export { PersonSchema, PeopleSchema } from './schema';
