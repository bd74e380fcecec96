/**
 * The widget's own words in one language other than English (the kit's words are the kit's translation). A key
 * left out reads in English: a key added to the English source later shows in English until it is translated
 * (test/unit/app/widgetWords.test.ts names each such gap by language and key).
 */
import type { ListTexts } from '../../chat/channelList/listWords.js';
import type { ShellTexts } from '../../chat/texts/hostTexts.js';
import type { SettingsTexts } from '../../chat/texts/settingsWords.js';

/** One language's translation of the frame's, the list's and the settings view's words. */
export interface WidgetWords {
  shell: Partial<ShellTexts>;
  list: Partial<ListTexts>;
  settings: Partial<SettingsTexts>;
}
