/**
 * The yardstick of the read benchmark: a bare Fastify server answering one small
 * JSON object on 127.0.0.1:$PORT, so the API's figures read as a share of what
 * the framework alone does on the same machine in the same run.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
