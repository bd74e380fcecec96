import { bootPage, chat, currentUser } from '../demo.js';

bootPage();
const log = document.getElementById('log');

/** Appends one line to the on-page event log. */
function write(line) {
  log.textContent += `${new Date().toLocaleTimeString()}  ${line}\n`;
  log.scrollTop = log.scrollHeight;
}

for (const name of ['ready', 'open', 'close', 'unread', 'message', 'error']) {
  window.addEventListener(`bountychat:${name}`, (event) => write(`${name} ${JSON.stringify(event.detail ?? null)}`));
}

for (const button of document.querySelectorAll('[data-command]')) {
  button.addEventListener('click', async () => {
    const command = button.dataset.command;
    write(`→ ${command}()`);
    try {
      if (command === 'init') {
        const user = currentUser();
        await chat('init', { tokenProvider: () => fetch(`/demo/token?user=${user}`).then((r) => r.json()) });
      } else {
        await chat(command);
      }
    } catch (error) {
      write(`✗ ${command}: ${error.message}`);
    }
  });
}
