/** The baseline of the HTTP benchmark: a bare Koa app answering a small JSON body. */
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: 'world' };
});
const server = app.listen(Number(process.env.PORT), () => {
  console.log(`hello koa listening on ${JSON.stringify(server.address())}`);
});
