// The job board's own script: a user switch, the unread count in the site's header, and the
// BountyChat embed snippet exactly as a host would paste it (loaded async, calls queued until it arrives).

const USERS = { alice: 'Alice Candidate', bob: 'Bob Poster' };

/** The demo user of this window: ?user= wins, then the last choice, then alice. */
export function currentUser() {
  const fromUrl = new URLSearchParams(location.search).get('user');
  const chosen = fromUrl || sessionStorage.getItem('demoUser') || 'alice';
  const user = chosen in USERS ? chosen : 'alice';
  sessionStorage.setItem('demoUser', user);
  return user;
}

/** Adds the site header with the user switch and the unread pill that follows the widget's events. */
function renderHeader(user) {
  const header = document.createElement('header');
  header.className = 'site-header';
  header.innerHTML = `
    <a class="logo" href="/">GigBoard</a>
    <nav>
      <a href="/">Bounties</a>
      <a href="/host-api.html">Host API</a>
      <a href="/react.html">React</a>
      <a href="/outbox.html">E-mail outbox</a>
      <a href="/activity.html">Activity</a>
    </nav>
    <label class="user-switch">Signed in as
      <select aria-label="Demo user"></select>
    </label>
    <button class="unread-pill" type="button" data-count="0" aria-live="polite">Messages: <span>0</span></button>`;
  const select = header.querySelector('select');
  for (const [id, name] of Object.entries(USERS)) select.add(new Option(name, id, false, id === user));
  select.addEventListener('change', () => {
    sessionStorage.setItem('demoUser', select.value);
    const url = new URL(location.href);
    url.searchParams.set('user', select.value);
    location.href = url.toString();
  });
  header.querySelector('.unread-pill').addEventListener('click', () => chat('toggle'));
  document.body.prepend(header);
  return header;
}

/** Shows the widget's unread total in the host's own header. */
function followUnread(header) {
  const pill = header.querySelector('.unread-pill');
  window.addEventListener('bountychat:unread', (event) => {
    const total = event.detail.total;
    pill.dataset.count = String(total);
    pill.querySelector('span').textContent = String(total);
  });
}

/** The embed snippet: the queue stub, the async script tag, and init with a token provider. */
function embedWidget(user, initOptions) {
  window.BountyChat = window.BountyChat || function () { (window.BountyChat.q = window.BountyChat.q || []).push(arguments); };
  const script = document.createElement('script');
  script.async = true;
  script.src = '/dist/bounty-chat.js';
  script.dataset.apiHost = location.origin;
  document.head.append(script);
  window.BountyChat('init', {
    tokenProvider: () => fetch(`/demo/token?user=${encodeURIComponent(user)}`).then((r) => r.json()),
    ...initOptions,
  });
}

/** Boots a demo page: header, unread pill, widget. */
export function bootPage(initOptions = {}) {
  const user = currentUser();
  const header = renderHeader(user);
  followUnread(header);
  embedWidget(user, initOptions);
  return { user, users: USERS };
}

/** Fetches the seeded bounties from the demo server. */
export async function loadBounties() {
  const response = await fetch('/demo/bounties');
  return (await response.json()).bounties;
}

/** Text-only element builder, so no bounty or e-mail text is ever parsed as HTML. */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

/** Calls a BountyChat command: a method once the script has loaded, a queued call before. */
export function chat(command, ...args) {
  const api = window.BountyChat;
  return typeof api[command] === 'function' ? api[command](...args) : api(command, ...args);
}
