// Ceiling 1: bare node:http that only reads and parses the JSON body, then answers 200.
import { createServer } from 'node:http';

const server = createServer((req, res) => {
  if (req.method === 'GET') return void res.end('{"status":"ok"}'); // readiness probe of the bench
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    JSON.parse(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"status":"created"}');
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
