// The yardstick for `npm run bench:fake-stream`: the least a WebSocket fan-out can do — every text frame a
// client sends goes, byte for byte, to every other connected client. Run as its own process (like fake-stream)
// so both servers get the same share of the machine; prints `bare-broadcast listening on <port>`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

const server = createServer((_request, response) => response.writeHead(404).end());
const wss = new WebSocketServer({ server });
wss.on('connection', (socket) => {
  socket.on('message', (data, isBinary) => {
    for (const client of wss.clients) if (client !== socket && client.readyState === client.OPEN) client.send(data, { binary: isBinary });
  });
});
server.listen(0, '127.0.0.1', () => {
  console.log(`bare-broadcast listening on ${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
