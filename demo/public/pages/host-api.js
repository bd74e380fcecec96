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

/** The look form's values as init options (empty fields left out, so the widget's defaults apply). */
function lookOptions(form) {
  const data = new FormData(form);
  const value = (name) => String(data.get(name) ?? '').trim();
  const number = (name) => (value(name) ? Number(value(name)) : undefined);
  const texts = {};
  if (value('title')) texts.title = value('title');
  if (value('placeholder')) texts['Send a message'] = value('placeholder');
  const options = { texts, offset: { x: number('x'), y: number('y') }, panel: { width: number('width'), height: number('height') } };
  if (value('font')) options.theme = { fontFamily: value('font') };
  if (value('position')) options.position = value('position');
  if (value('locale')) options.locale = value('locale');
  if (value('dir')) options.dir = value('dir');
  return options;
}

document.getElementById('look').addEventListener('submit', async (event) => {
  event.preventDefault();
  const options = lookOptions(event.currentTarget);
  write(`→ destroy(), init(${JSON.stringify(options)})`);
  try {
    await chat('destroy');
    const user = currentUser();
    await chat('init', { tokenProvider: () => fetch(`/demo/token?user=${user}`).then((r) => r.json()), ...options });
  } catch (error) {
    write(`✗ init: ${error.message}`);
  }
});

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
