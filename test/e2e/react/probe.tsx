/**
 * A React page that records what useBountyChat() returns on every render (window.renders), and remounts its
 * provider on demand (window.remount()): the browser test reads both.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BountyChatProvider, useBountyChat } from '../../../src/react/index.js';
import type { UseBountyChat } from '../../../src/react/index.js';

interface Render { ready: boolean; total: number; sameCommands: boolean }
const probe = window as unknown as { renders: Render[]; remount: () => void; openDM: UseBountyChat['openDM'] };
probe.renders = [];
let first: UseBountyChat | null = null;

function Recorder(): ReactNode {
  const chat = useBountyChat();
  first ??= chat;
  const sameCommands = (['open', 'close', 'toggle', 'openBounty', 'openDM'] as const).every((name) => chat[name] === first![name]);
  probe.renders.push({ ready: chat.ready, total: chat.unread.total, sameCommands });
  probe.openDM = chat.openDM;
  return <p data-testid="probe">{chat.ready ? 'ready' : 'waiting'} {chat.unread.total}</p>;
}

function Page(): ReactNode {
  const [mount, setMount] = useState(0);
  probe.remount = () => setMount((n) => n + 1);
  const user = new URLSearchParams(location.search).get('user') ?? 'alice';
  return (
    <BountyChatProvider key={mount} src="/dist/bounty-chat.js" apiHost={location.origin}
      tokenProvider={() => fetch(`/demo/token?user=${user}`).then((r) => r.json() as Promise<{ token: string; iv: string }>)}>
      <Recorder />
    </BountyChatProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Page />);
