// The ceiling a feed page is compared with: a bare Fastify route on the same machine, measured
// by the same load generator in the same run. `node hello-server.mjs <port>`.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
console.log('ready');
