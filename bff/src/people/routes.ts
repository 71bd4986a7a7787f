import Router from '@koa/router';
import type { Database } from '../platform/db';
import { authenticate, type AuthState } from '../auth';
import { bodyOf } from '../platform/http/body';
import { addPerson, deletePerson, listPeople, updatePerson } from './peopleService';

/** A user's people: GET/POST /api/people, PATCH/DELETE /api/people/:id. */
export function peopleRoutes(db: Database, secret: Uint8Array): Router<AuthState> {
  const router = new Router<AuthState>();
  const signedIn = authenticate(db, secret);

  router.get('/api/people', signedIn, async (ctx) => {
    ctx.body = { data: await listPeople(db, ctx.state.user) };
  });

  router.post('/api/people', signedIn, async (ctx) => {
    ctx.status = 201;
    ctx.body = { data: await addPerson(db, ctx.state.user, bodyOf(ctx.request)) };
  });

  router.patch('/api/people/:id', signedIn, async (ctx) => {
    ctx.body = {
      data: await updatePerson(db, ctx.state.user, ctx.params.id, bodyOf(ctx.request)),
    };
  });

  router.delete('/api/people/:id', signedIn, async (ctx) => {
    await deletePerson(db, ctx.state.user, ctx.params.id);
    ctx.body = { message: 'Person removed' };
  });

  return router;
}
