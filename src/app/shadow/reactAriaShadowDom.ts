/**
 * react-aria (under the kit's dialogs, menus and dropdowns) listens for focus at the document. Out of the box it
 * takes such an event's retargeted target — our host element — for the element focused, so a menu's focus scope
 * saw every arrow-key move as focus leaving it and pulled focus back to the start. Its shadow-DOM mode reads the
 * composed path instead. The flag belongs to this bundle's own copy of react-aria: a host page's is untouched.
 */
import { enableShadowDOM } from 'react-stately/private/flags/flags';

enableShadowDOM();
