/**
 * The job board as a React single-page app, embedding the widget through `bounty-chat/react`. Each route renders
 * its own <BountyChatProvider> (as an app with a layout per route does), so every navigation remounts it: the
 * widget, its loader and its unread count carry on regardless.
 */
import { StrictMode, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// The bundler points this at the built dist/react/index.js, so the page runs exactly what the package ships.
import { BountyChatProvider, useBountyChat } from '../../src/react/index.js';

interface Bounty { id: string; title: string; reward: string; summary: string; posterId: string; posterName: string; candidateId: string }

const user = new URLSearchParams(location.search).get('user') === 'bob' ? 'bob' : 'alice';
const fetchToken = () => fetch(`/demo/token?user=${user}`).then((r) => r.json() as Promise<{ token: string; iv: string }>);

/** The site's header: the unread count and the connection state are React state from the hook. */
function Header({ go }: { go: (path: string) => void }): ReactNode {
  const { ready, unread, toggle } = useBountyChat();
  return (
    <header className="site-header">
      <a className="logo" href="/react.html">GigBoard</a>
      <nav>
        <a href="/react.html" onClick={(e) => { e.preventDefault(); go('/react.html'); }}>Bounties</a>
        <a href="/react.html#about" onClick={(e) => { e.preventDefault(); go('/react.html#about'); }}>About</a>
      </nav>
      <span className="meta" data-testid="chat-state">{ready ? 'Chat connected' : 'Chat connecting…'}</span>
      <button className="unread-pill" type="button" data-count={unread.total} onClick={() => { void toggle(); }}>
        Messages: <span data-testid="unread-total">{unread.total}</span>
        {unread.channels > 0 ? ` in ${unread.channels}` : ''}
      </button>
    </header>
  );
}

/** The bounty list, with "Message the poster" (or the candidate) through openDM. */
function Bounties(): ReactNode {
  const { openDM, openBounty } = useBountyChat();
  const [bounties, setBounties] = useState<Bounty[]>([]);
  useEffect(() => {
    void fetch('/demo/bounties').then((r) => r.json() as Promise<{ bounties: Bounty[] }>).then((b) => setBounties(b.bounties));
  }, []);
  return (
    <main>
      <h1>Open bounties</h1>
      {bounties.map((bounty) => (
        <div className="card" key={bounty.id}>
          <h2>{bounty.title}</h2>
          <p className="meta">Posted by {bounty.posterName} · <span className="reward">{bounty.reward}</span></p>
          <p>{bounty.summary}</p>
          <div className="actions">
            <button className="primary" type="button"
              onClick={() => { void openDM({ userId: bounty.posterId, bountyId: bounty.id, candidateId: user === 'bob' ? bounty.candidateId : user }); }}>
              {user === 'bob' ? 'Message the candidate' : 'Message the poster'}
            </button>
            <button className="secondary" type="button" onClick={() => { void openBounty(bounty.id, { title: bounty.title }); }}>Bounty discussion</button>
          </div>
        </div>
      ))}
    </main>
  );
}

function About(): ReactNode {
  return <main><h1>About</h1><p>This page is the same app on another route; the chat keeps running.</p></main>;
}

function App(): ReactNode {
  const [path, setPath] = useState(location.pathname + location.hash);
  useEffect(() => {
    const onPop = () => setPath(location.pathname + location.hash);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (next: string) => { history.pushState(null, '', next + location.search); setPath(next); };
  return (
    <BountyChatProvider key={path} src="/dist/bounty-chat.js" apiHost={location.origin} tokenProvider={fetchToken}>
      <Header go={go} />
      {path.endsWith('#about') ? <About /> : <Bounties />}
    </BountyChatProvider>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<StrictMode><App /></StrictMode>);
