// The kit assumes it lives in `document`: portals looked up there, outside clicks read from a retargeted
// event.target. Inside the widget's shadow root each of those breaks a menu, a picker or an announcement.
import { deepDom, emojiPickerStyles, useWidgetRoot } from '../kitImports.mjs';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'components/Dialog/service/DialogPortal.mjs',
    find: 'const target = event.target;',
    replace: 'const target = event.composedPath()[0];',
    count: 1,
    why: 'An outside-click test read event.target, which is the widget host for every click inside the widget, so menus closed as they opened.',
    test: 'test/e2e/shadowHazards.test.ts',
  },
  {
    file: 'components/Dialog/service/DialogPortal.mjs',
    find: /(?<=\t)(const dialogIsOpen = useDialogIsOpen\(dialogId, dialogManagerId\);\n\treturn \/\* @__PURE__ \*\/ jsx\(Portal, \{\n\t\tgetPortalDestination: )useCallback\(\(\) => document\.querySelector\((`[^`]+`)\), \[dialogManager\.id\]\)/,
    replace: 'const __widget = __useWidgetRoot(); $1useCallback(() => __widget.root.querySelector($2), [__widget, dialogManager.id])',
    count: 1,
    why: 'Dialog portals were looked up in document, where the widget\'s portal targets are invisible, so no menu or dialog rendered; they are looked up in the widget\'s root.',
    test: 'test/e2e/shadowHazards.test.ts',
    prepend: useWidgetRoot,
  },
  {
    file: 'components/Accessibility/AriaLiveOutlet.mjs',
    find: 'const getPortalDestination = useCallback(() => document.body, []);',
    replace: 'const __widget = __useWidgetRoot(); const getPortalDestination = useCallback(() => __widget.portalHost, [__widget]);',
    count: 1,
    why: 'The aria-live regions went to the host page\'s body, outside the widget\'s styles and left behind by destroy(); they belong in the widget\'s portal host.',
    test: 'test/e2e/shadowHazards.test.ts',
    prepend: useWidgetRoot,
  },
  {
    file: 'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs',
    find: 'const getDefaultPortalDestination = useCallback(() => document.getElementById(CHANNEL_CONTAINER_ID), []);',
    replace: 'const __widget = __useWidgetRoot(); const getDefaultPortalDestination = useCallback(() => __widget.root.getElementById(CHANNEL_CONTAINER_ID), [__widget]);',
    count: 1,
    why: 'The attachment menu\'s dialogs (create a poll, share a location) were portalled to an element looked up by id in document, which cannot see into the shadow root, so choosing one opened nothing.',
    test: 'test/e2e/shadowHazards.test.ts',
    prepend: useWidgetRoot,
  },
  {
    file: 'components/MessageActions/MessageActions.defaults.mjs',
    find: '(message.parent_id ? document.querySelectorAll(".str-chat__thread .str-chat__textarea__textarea") : document.getElementsByClassName("str-chat__textarea__textarea"))',
    replace: '__deepQuerySelectorAll(message.parent_id ? ".str-chat__thread .str-chat__textarea__textarea" : ".str-chat__textarea__textarea")',
    count: 1,
    why: 'Quote reply focused the composer (the thread\'s, for a reply) found through document, which cannot see into the shadow root, so focus stayed on the menu.',
    test: 'test/e2e/shadowHazards.test.ts',
    prepend: deepDom,
  },
  {
    file: 'plugins/Emojis/EmojiPicker.mjs',
    find: /const target = e\.target;\s*const rootNode = target\.getRootNode\(\);\s*if \(popperElement\.contains\(isShadowRoot\(rootNode\) \? rootNode\.host : target\) \|\| referenceElement\.contains\(target\)\) return;/,
    replace: 'const path = e.composedPath(); if (path.includes(popperElement) || path.includes(referenceElement)) return;',
    count: 1,
    why: 'The emoji picker\'s outside-click test saw the widget host as the target of every click inside the picker and closed it.',
    test: 'test/e2e/shadowHazards.test.ts',
  },
  {
    file: 'plugins/Emojis/Picker.mjs',
    find: /instance\.current = new Picker\(\{\s*\.\.\.props,\s*ref\s*\}\);/,
    replace: 'instance.current = __mountEmojiPicker(new Picker({ ...props }), ref.current);',
    count: 1,
    why: 'emoji-mart puts a <style> in its own shadow root, which a strict Content-Security-Policy blocks; its CSS is adopted as a constructable sheet instead.',
    test: 'test/e2e/csp.test.ts',
    prepend: emojiPickerStyles,
  },
  {
    file: 'components/Form/Dropdown.mjs',
    find: /if \(!\(event\.target instanceof Node\)\) return;\s*if \(floatingElement\?\.contains\(event\.target\)\) return;\s*if \(resolvedReferenceElement\?\.contains\(event\.target\)\) return;/,
    replace: 'const __path = event.composedPath(); if (floatingElement && __path.includes(floatingElement)) return; if (resolvedReferenceElement && __path.includes(resolvedReferenceElement)) return;',
    count: 1,
    why: 'The kit\'s dropdowns tested outside clicks on the retargeted event.target and closed on the mousedown of any click inside the widget, so an option clicked in one (a live-location duration) was never taken.',
    test: 'test/e2e/shadowHazards.test.ts',
  },
  {
    file: 'components/Form/SwitchField.mjs',
    find: 'document.getElementById(resolvedAriaLabelledBy)',
    replace: 'inputRef.current?.getRootNode().getElementById?.(resolvedAriaLabelledBy)',
    count: 1,
    why: 'A switch announced its label found by id in document, which cannot see into the shadow root, so toggling one (poll options) announced nothing; its own root is searched instead.',
    test: 'test/e2e/shadowHazards.test.ts',
  },
];
