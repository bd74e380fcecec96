import { bootPage, loadBounties, el } from '../demo.js';

const { user } = bootPage();
const list = document.getElementById('bounties');
for (const bounty of await loadBounties()) {
  list.append(el('article', { className: 'card' },
    el('h2', {}, el('a', { href: `/bounty.html?id=${encodeURIComponent(bounty.id)}&user=${user}`, textContent: bounty.title })),
    el('p', { className: 'meta', textContent: `Posted by ${bounty.posterName} · ` }, el('span', { className: 'reward', textContent: bounty.reward })),
    el('p', { textContent: bounty.summary })));
}
list.removeAttribute('aria-busy');
