// `document.activeElement` stops at the shadow host: inside the widget it is always <bounty-chat>, so the
// kit's focus return, keyboard navigation and "is the composer focused" checks all went wrong.
import { deepDom } from '../kitImports.mjs';

/** The kit files that read document.activeElement, with how often. */
const USES = {
  'a11y/a11yUtils.mjs': 1,
  'a11y/hooks/useListboxKeyboardNavigation.mjs': 1,
  'a11y/hooks/useVirtualizedListboxKeyboardNavigation.mjs': 2,
  'components/Accessibility/hooks/useFocusReturn.mjs': 2,
  'components/Attachment/AttachmentActions.mjs': 1,
  'components/ChannelListItem/ChannelListItemActionButtons.mjs': 1,
  'components/Dialog/components/ContextMenu.mjs': 2,
  'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs': 1,
  'components/TextareaComposer/TextareaComposer.mjs': 1,
};

/** @type {import('../kitPatches.mjs').KitPatchRow[]} */
export default [{
  files: USES,
  find: 'document.activeElement',
  replace: '__deepActiveElement()',
  why: 'document.activeElement is the widget host for any focus inside the widget; the focused element is found through the shadow roots instead.',
  test: 'test/e2e/shadowHazards.test.ts',
  prepend: deepDom,
}];
