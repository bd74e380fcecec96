import type { Socket } from 'node:net';

/**
 * Resolves once `socket` has closed. The socket is read (its bytes dropped) while waiting: a paused socket
 * with unread bytes, such as the 408 Node writes when its own request timeout ends a request, never sees the
 * server's end of the connection and so never closes.
 */
export function closed(socket: Socket): Promise<void> {
  return new Promise<void>((resolve) => {
    if (socket.destroyed) {
      resolve();
      return;
    }
    socket.once('close', () => resolve());
    socket.resume();
  });
}
