import { bootPage, el } from '../demo.js';

bootPage();
const box = document.getElementById('mails');

/** Re-reads the outbox; newest first. */
async function refresh() {
  const { mails } = await (await fetch('/demo/outbox')).json();
  const items = mails.length === 0
    ? [el('p', { className: 'meta', textContent: 'No e-mail yet.' })]
    : mails.map((mail) => el('div', { className: 'mail' },
      el('strong', { textContent: mail.subject }),
      el('div', { className: 'meta', textContent: `To ${mail.to} · ${new Date(mail.date).toLocaleString()}` }),
      el('pre', { textContent: mail.text })));
  box.replaceChildren(...items);
}

await refresh();
setInterval(refresh, 3000);
