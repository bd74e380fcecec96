// The host page owns its title. While its tab was hidden the kit wrote "(N) " + the title into the host's
// document.title on every new message and put back the title it had read at mount when the channel was read,
// overwriting whatever the host had set meanwhile. A host that wants a title badge counts from the widget's
// `unread` event instead (docs/api.md).

const CHANNEL = 'components/Channel/Channel.mjs';
const TEST = 'test/e2e/hostTitle.test.ts';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: CHANNEL,
    find: /\n\t*else document\.title = `\(\$\{unread\}\) \$\{originalTitle\.current\}`;/,
    replace: '',
    count: 1,
    why: 'A message arriving while the tab was hidden put "(N) " in front of the host page\'s title.',
    test: TEST,
  },
  {
    file: CHANNEL,
    find: /\n\t*else if \(originalTitle\.current\) document\.title = originalTitle\.current;/,
    replace: '',
    count: 1,
    why: 'Reading the channel put back the title the kit had read at mount, undoing any title the host had set since.',
    test: TEST,
  },
  {
    file: CHANNEL,
    find: 'originalTitle.current = document.title;',
    replace: '',
    count: 1,
    why: 'The host\'s title was read only to be rewritten by the two writes removed above.',
    test: TEST,
  },
];
