// The kit has one fixed modal manager id. Two widgets on one page would share it: a modal opened in one
// would show in both and closing one would close the other's. Each widget gets its own id instead.
import { modalIds } from '../kitImports.mjs';

const why = 'Each widget on a page has its own modal manager; the kit\'s single fixed id would open a modal in every widget.';
const test = 'test/e2e/twoWidgets.test.ts';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'components/Dialog/service/DialogPortal.mjs',
    find: 'dialogManager?.id === modalDialogManagerId',
    replace: '__isModalManagerId(dialogManager?.id)',
    count: 1, why, test, prepend: modalIds,
  },
  {
    file: 'context/DialogManagerContext.mjs',
    find: /(ModalDialogManagerProvider = \(\{ children \}\) => \/\* @__PURE__ \*\/ jsx\(DialogManagerProvider, \{\s*id: )modalDialogManagerId,/,
    replace: '$1__useModalManagerId(),',
    count: 1, why, test, prepend: modalIds,
  },
  {
    file: 'context/DialogManagerContext.mjs',
    find: 'var useModalDialogManager = () => useMemo(() => getDialogManager(modalDialogManagerId), []);',
    replace: 'var useModalDialogManager = () => { const __id = __useModalManagerId(); return useMemo(() => getDialogManager(__id), [__id]); };',
    count: 1, why, test, prepend: modalIds,
  },
  {
    file: 'components/Dialog/hooks/useDialog.mjs',
    find: /(useModalDialog = \(id = modalDialogId\) => useDialog\(\{\s*dialogManagerId: )modalDialogManagerId,/,
    replace: '$1__useModalManagerId(),',
    count: 1, why, test, prepend: modalIds,
  },
  {
    file: 'components/Dialog/hooks/useDialog.mjs',
    find: /useDialogIs(Open|Topmost)\(id, modalDialogManagerId\)/,
    replace: 'useDialogIs$1(id, __useModalManagerId())',
    count: 2, why, test, prepend: modalIds,
  },
  {
    file: 'components/Chat/Chat.mjs',
    find: 'useOpenedDialogCount({ dialogManagerId: modalDialogManagerId })',
    replace: 'useOpenedDialogCount({ dialogManagerId: __useModalManagerId() })',
    count: 1, why, test, prepend: modalIds,
  },
  {
    file: 'components/Modal/GlobalModal.mjs',
    find: 'const dialog = useModalDialog(resolvedDialogId);',
    replace: 'const __modalManagerId = __useModalManagerId(); $&',
    count: 1, why, test, prepend: modalIds,
  },
  {
    file: 'components/Modal/GlobalModal.mjs',
    find: /(jsx\(DialogPortalEntry, \{\s*dialogId: resolvedDialogId,\s*dialogManagerId: )modalDialogManagerId,/,
    replace: '$1__modalManagerId,',
    count: 1, why, test, prepend: modalIds,
  },
];
