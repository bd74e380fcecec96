// The job board as a React single-page app, embedding the widget through `bounty-chat/react` (the demo server
// bundles this file with React and the built binding). Each route renders its own <BountyChatProvider>, as an
// app with a layout per route does, so every navigation remounts it: the widget, its loader and its unread count
// carry on regardless. Plain createElement calls, so the page runs without a JSX step of its own.
import { StrictMode, createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BountyChatProvider, useBountyChat } from 'bounty-chat/react';

const user = new URLSearchParams(location.search).get('user') === 'bob' ? 'bob' : 'alice';
const fetchToken = () => fetch(`/demo/token?user=${user}`).then((r) => r.json());

/** A link that changes the route without reloading the page. */
function RouteLink({ to, go, children }) {
  return h('a', { href: to, onClick: (e) => { e.preventDefault(); go(to); } }, children);
}

/** The site's header: the unread count and the connection state are React state from the hook. */
function Header({ go }) {
  const { ready, unread, toggle } = useBountyChat();
  return h('header', { className: 'site-header' },
    h('a', { className: 'logo', href: '/' }, 'GigBoard'),
    h('nav', null,
      h(RouteLink, { to: '/react.html', go }, 'Bounties'),
      h(RouteLink, { to: '/react.html#about', go }, 'About')),
    h('span', { className: 'meta', 'data-testid': 'chat-state' }, ready ? 'Chat connected' : 'Chat connecting…'),
    h('button', { className: 'unread-pill', type: 'button', 'data-count': unread.total, onClick: () => { toggle(); } },
      'Messages: ', h('span', { 'data-testid': 'unread-total' }, unread.total),
      unread.channels > 0 ? ` in ${unread.channels}` : ''));
}

/** Fetches the bounty ticket the demo's back end mints for a bounty (its title and poster, sealed). */
const fetchTicket = (bountyId) => fetch(`/demo/bounty-ticket?bounty=${encodeURIComponent(bountyId)}`).then((r) => (r.ok ? r.json() : undefined));

/** The bounty list, with "Message the poster" (or the candidate) through openDM. */
function Bounties() {
  const { openDM, openBounty } = useBountyChat();
  const [bounties, setBounties] = useState([]);
  useEffect(() => {
    fetch('/demo/bounties').then((r) => r.json()).then((b) => setBounties(b.bounties), () => undefined);
  }, []);
  return h('main', null, h('h1', null, 'Open bounties'), bounties.map((bounty) => h('div', { className: 'card', key: bounty.id },
    h('h2', null, bounty.title),
    h('p', { className: 'meta' }, `Posted by ${bounty.posterName} · `, h('span', { className: 'reward' }, bounty.reward)),
    h('p', null, bounty.summary),
    h('div', { className: 'actions' },
      h('button', {
        className: 'primary', type: 'button',
        // The DM is always between the bounty's poster (userId) and one candidate, whichever side opens it.
        onClick: () => { openDM({ userId: bounty.posterId, bountyId: bounty.id, candidateId: user === 'bob' ? bounty.candidateId : user }); },
      }, user === 'bob' ? 'Message the candidate' : 'Message the poster'),
      h('button', {
        className: 'secondary', type: 'button',
        onClick: () => { fetchTicket(bounty.id).then((ticket) => openBounty(bounty.id, ticket ? { ticket } : {})); },
      }, 'Bounty discussion')))));
}

function About() {
  return h('main', null, h('h1', null, 'About'), h('p', null, 'The same app on another route; the chat keeps running.'));
}

function App() {
  const [path, setPath] = useState(location.pathname + location.hash);
  useEffect(() => {
    const onPop = () => setPath(location.pathname + location.hash);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (next) => { history.pushState(null, '', next.replace(/(#.*)?$/, `${location.search}$1`)); setPath(next); };
  return h(BountyChatProvider, { key: path, src: '/dist/bounty-chat.js', apiHost: location.origin, tokenProvider: fetchToken },
    h(Header, { go }),
    path.endsWith('#about') ? h(About) : h(Bounties));
}

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(App)));
