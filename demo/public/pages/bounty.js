import { bootPage, loadBounties, el, chat } from '../demo.js';

const { user, users } = bootPage();
const id = new URLSearchParams(location.search).get('id');
const bounty = (await loadBounties()).find((b) => b.id === id);
const card = document.getElementById('bounty');
card.removeAttribute('aria-busy');

if (!bounty) {
  card.append(el('h1', { textContent: 'Bounty not found' }), el('a', { href: '/', textContent: 'Back to all bounties' }));
} else {
  document.title = `GigBoard — ${bounty.title}`;
  const isPoster = user === bounty.posterId;
  // The poster messages the demo candidate; a candidate messages the poster.
  const other = isPoster ? bounty.candidateId : bounty.posterId;
  const dm = el('button', { className: 'primary', type: 'button', textContent: isPoster ? `Message ${users[other]}` : 'Message the poster' });
  // The DM is always between the bounty's poster (userId) and one candidate, whichever side opens it.
  dm.addEventListener('click', () => chat('openDM', {
    userId: bounty.posterId, bountyId: bounty.id, candidateId: isPoster ? other : user,
  }));
  const discussion = el('button', { className: 'secondary', type: 'button', textContent: 'Bounty discussion' });
  // The board's back end seals the bounty's real title and poster; the widget passes the ticket on unread.
  discussion.addEventListener('click', async () => {
    const ticket = await fetch(`/demo/bounty-ticket?bounty=${encodeURIComponent(bounty.id)}`).then((response) => response.json());
    chat('openBounty', bounty.id, { ticket });
  });
  // How the poster answers candidates, from the chat's figures; the board's back end asks the service for them.
  const responseRate = el('span', { className: 'response-rate' });
  fetch(`/demo/poster-response-rate?bounty=${encodeURIComponent(bounty.id)}`)
    .then((response) => (response.ok ? response.json() : null))
    .then((answer) => { if (answer) responseRate.textContent = answer.line; }, () => undefined);
  card.append(
    el('h1', { textContent: bounty.title }),
    el('p', { className: 'meta', textContent: `Posted by ${bounty.posterName} · ` }, el('span', { className: 'reward', textContent: bounty.reward })),
    el('p', { className: 'meta' }, responseRate),
    el('p', { textContent: bounty.description }),
    el('div', { className: 'actions' }, dm, discussion));
  if (isPoster) {
    // The poster's controls: the board's back end records the status and tells the chat (host API), which follows.
    const status = el('p', { className: 'meta', role: 'status' });
    const setStatus = async (next, clearAward = false) => {
      const answer = await fetch('/demo/bounty-status', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bounty: bounty.id, status: next, user, clearAward }) }).then((response) => response.json());
      status.textContent = answer.error ? answer.error.message : `Status: ${answer.status}${answer.statusChanged ? '' : ' (unchanged)'}`;
    };
    const button = (label, next, clearAward = false) => {
      const b = el('button', { className: 'secondary', type: 'button', textContent: label });
      b.addEventListener('click', () => setStatus(next, clearAward));
      return b;
    };
    // Reopen keeps an award; withdrawing it reopens the bounty without a winner.
    card.append(el('div', { className: 'actions' }, button('Close the bounty', 'closed'), button('Reopen', 'open'),
      button(`Award to ${users[bounty.candidateId]}`, 'awarded'), button('Withdraw the award', 'open', true)), status);
  }
}
