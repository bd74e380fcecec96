/**
 * The kit registers its modal dialog manager under one fixed id ("modal-dialog-manager") in a module-level
 * registry, so two widgets on one page would share it: a modal opened in one counts as open in the other, and
 * destroying one unregisters the other's manager. The build-time patches use an id per widget instead.
 */
import { useWidgetRoot } from './widgetRoot.js';

const KIT_MODAL_MANAGER_ID = 'modal-dialog-manager';
const idsByRoot = new WeakMap<ShadowRoot | Document, string>();
let widgets = 0;

/** This widget's modal dialog manager id (stable for the widget's shadow root). */
export function useModalManagerId(): string {
  const { root } = useWidgetRoot();
  let id = idsByRoot.get(root);
  if (!id) {
    id = `${KIT_MODAL_MANAGER_ID}-${++widgets}`;
    idsByRoot.set(root, id);
  }
  return id;
}

/** Whether a dialog manager id is one of the widgets' modal managers (the kit compared with its fixed id). */
export function isModalManagerId(id: string | undefined): boolean {
  return !!id?.startsWith(KIT_MODAL_MANAGER_ID);
}
