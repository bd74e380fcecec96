// The kit has one fixed modal manager id. Two widgets on one page would share it: a modal opened in one
// would show in both and closing one would close the other's. Each widget gets its own id instead.
import { modalIds } from '../kitImports.mjs';

const why = 'Each widget on a page has its own modal manager; the kit\'s single fixed id would open a modal in every widget.';
const test = 'test/e2e/twoWidgets.test.ts';

/** One entry of this table: the same hazard, test and import line, `count` 1 unless said. */
const patch = (file, find, replace, count = 1) => ({ file, find, replace, count, why, test, prepend: modalIds });

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  patch('components/Dialog/service/DialogPortal.mjs', 'dialogManager?.id === modalDialogManagerId', '__isModalManagerId(dialogManager?.id)'),
  patch('context/DialogManagerContext.mjs',
    /(ModalDialogManagerProvider = \(\{ children \}\) => \/\* @__PURE__ \*\/ jsx\(DialogManagerProvider, \{\s*id: )modalDialogManagerId,/,
    '$1__useModalManagerId(),'),
  patch('context/DialogManagerContext.mjs',
    'var useModalDialogManager = () => useMemo(() => getDialogManager(modalDialogManagerId), []);',
    'var useModalDialogManager = () => { const __id = __useModalManagerId(); return useMemo(() => getDialogManager(__id), [__id]); };'),
  patch('components/Dialog/hooks/useDialog.mjs',
    /(useModalDialog = \(id = modalDialogId\) => useDialog\(\{\s*dialogManagerId: )modalDialogManagerId,/, '$1__useModalManagerId(),'),
  patch('components/Dialog/hooks/useDialog.mjs', /useDialogIs(Open|Topmost)\(id, modalDialogManagerId\)/, 'useDialogIs$1(id, __useModalManagerId())', 2),
  patch('components/Chat/Chat.mjs',
    'useOpenedDialogCount({ dialogManagerId: modalDialogManagerId })', 'useOpenedDialogCount({ dialogManagerId: __useModalManagerId() })'),
  patch('components/Modal/GlobalModal.mjs', 'const dialog = useModalDialog(resolvedDialogId);', 'const __modalManagerId = __useModalManagerId(); $&'),
  patch('components/Modal/GlobalModal.mjs',
    /(jsx\(DialogPortalEntry, \{\s*dialogId: resolvedDialogId,\s*dialogManagerId: )modalDialogManagerId,/, '$1__modalManagerId,'),
];
