import { bootPage, el } from '../demo.js';

bootPage();
const list = document.getElementById('activity');

/** One event: its type, when, who, and the bounty it is about. */
function entry(event) {
  const when = new Date(event.createdAt);
  return el('li', { className: 'activity-item' },
    el('strong', { className: 'activity-type', textContent: event.type }), ' ',
    el('time', { dateTime: event.createdAt, textContent: when.toLocaleString() }),
    el('div', { className: 'meta', textContent: [event.who, event.bounty].filter(Boolean).join(' · ') }));
}

/** Re-reads the board's log (the back end keeps what the receiver took in). */
async function refresh() {
  const { events } = await (await fetch('/demo/activity')).json();
  list.replaceChildren(...(events.length === 0 ? [el('li', { className: 'meta', textContent: 'Nothing yet: send a message in the chat.' })] : events.map(entry)));
}

await refresh();
setInterval(refresh, 2000);
