import { describe, expect, it } from 'vitest';
import { contextsCreatedTwice } from '../../../build/contextsOnce.mjs';

// A context module bundled twice gives a lazy part a context object its provider never fills: the build fails.
const KIT = '/p/node_modules/stream-chat-react/dist/es/components/Dialog/components/ContextMenu.mjs';
const menu = 'var ContextMenuContext = createContext(void 0);';

describe('contextsCreatedTwice', () => {
  it.each([
    ['one copy', [{ id: KIT, code: menu }], []],
    ['the same id twice (one module)', [{ id: KIT, code: menu }, { id: KIT, code: menu }], []],
    ['a split part beside the whole file', [{ id: KIT, code: menu }, { id: `${KIT}?part=ContextMenuContext`, code: menu }],
      ['stream-chat-react/dist/es/components/Dialog/components/ContextMenu.mjs#ContextMenuContext']],
    ['two installs of the kit', [{ id: KIT, code: menu }, { id: KIT.replace('/p/', '/p/node_modules/other/'), code: menu }],
      ['stream-chat-react/dist/es/components/Dialog/components/ContextMenu.mjs#ContextMenuContext']],
    ['React.createContext in two files of ours', [{ id: '/p/src/a.tsx', code: 'const A = React.createContext(null);' }, { id: '/p/src/b.tsx', code: 'const A = React.createContext(null);' }], []],
    ['no context at all', [{ id: KIT, code: 'var x = 1;' }, { id: `${KIT}?part=x`, code: 'var x = 1;' }], []],
  ])('%s', (_name, modules, expected) => {
    expect(contextsCreatedTwice(modules)).toEqual(expected);
  });
});
