/** The yardstick: a bare Fastify hello-world on a free port; prints the port on its first line. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/hello', async () => ({ hello: 'world' }));
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(new URL(address).port);
