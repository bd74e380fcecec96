import type { StreamChat } from 'stream-chat';
import { createConnectionNotice } from '../../chat/connectionNotice.js';
import type { Shell } from '../shell/createShell.js';

/** stream-chat 9 dispatches connection.changed(online: false) after the socket has been unhealthy this long. */
const SDK_UNHEALTHY_REPORT_MS = 5000;

/**
 * The panel's notice while the connection is lost. The SDK reports an unhealthy socket only once it has been so
 * for 5 s; the browser going offline is known at once. Returns what stops it.
 */
export function showConnectionNotice(client: StreamChat, shell: Pick<Shell, 'setNotice' | 'texts'>): () => void {
  const notice = createConnectionNotice((visible) => shell.setNotice(visible ? shell.texts.connectionLost : null), {
    set: (callback, ms) => setTimeout(callback, ms),
    clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  const health = client.on('connection.changed', (event) => notice.connection(event.online === true, SDK_UNHEALTHY_REPORT_MS));
  const offline = () => notice.connection(false);
  window.addEventListener('offline', offline);
  return () => { health.unsubscribe(); window.removeEventListener('offline', offline); notice.stop(); };
}
