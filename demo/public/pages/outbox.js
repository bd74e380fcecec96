import { bootPage, el } from '../demo.js';

bootPage();
const box = document.getElementById('mails');
/** Files whose reply form is open: a refresh must not throw away what someone is typing. */
const replying = new Set();

/** "Reply": a text box and a Send button; sends as the recipient's mail client would, through the service's inbound route. */
function replyForm(mail) {
  const text = el('textarea', { rows: 3, ariaLabel: `Reply to ${mail.subject}` });
  const status = el('span', { className: 'meta', role: 'status' });
  const send = el('button', { type: 'button', textContent: 'Send reply' });
  send.addEventListener('click', async () => {
    send.disabled = true;
    const answer = await fetch('/demo/outbox/reply', { method: 'POST', body: JSON.stringify({ file: mail.file, text: text.value }) });
    const body = await answer.json();
    status.textContent = body.outcome === 'posted' ? 'Sent: the reply is in the chat.' : `Not posted: ${body.reason ?? body.error?.message ?? answer.status}`;
    send.disabled = false;
    if (body.outcome === 'posted') replying.delete(mail.file);
  });
  return el('div', { className: 'reply' }, text, send, status);
}

function mailCard(mail) {
  const card = el('div', { className: 'mail' },
    el('strong', { textContent: mail.subject }),
    el('div', { className: 'meta', textContent: `To ${mail.to} · ${new Date(mail.date).toLocaleString()}` }),
    el('pre', { textContent: mail.text }));
  if (mail.canReply) {
    const open = el('button', { type: 'button', textContent: 'Reply' });
    open.addEventListener('click', () => {
      replying.add(mail.file);
      open.replaceWith(replyForm(mail));
    });
    card.append(open);
  }
  return card;
}

/** Re-reads the outbox; newest first. Skipped while a reply is being written. */
async function refresh() {
  if (replying.size > 0) return;
  const { mails } = await (await fetch('/demo/outbox')).json();
  const items = mails.length === 0 ? [el('p', { className: 'meta', textContent: 'No e-mail yet.' })] : mails.map(mailCard);
  box.replaceChildren(...items);
}

await refresh();
setInterval(refresh, 3000);
