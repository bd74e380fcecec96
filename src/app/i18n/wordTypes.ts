/**
 * The widget's own words in one language other than English (the kit's words are the kit's translation). A key
 * left out reads in English: a key added to the English source later shows in English until it is translated
 * (test/unit/app/widgetWords.test.ts names each such gap by language and key).
 */
import type { ListTexts } from '../../chat/channelList/listWords.js';
import type { ShellTexts } from '../../chat/texts/hostTexts.js';
import type { SettingsTexts } from '../../chat/texts/settingsWords.js';
import type { ConversationTexts } from '../../chat/texts/conversationWords.js';
import type { SafetyTexts } from '../../chat/safety/safetyTexts.js';
import type { KitConversationKey } from '../../chat/texts/kitEnglish.js';

/** One language's translation of the frame's, the list's, the settings view's, the conversation's and the safety dialogs' words, and of a few of the kit's. */
export interface WidgetWords {
  shell: Partial<ShellTexts>;
  list: Partial<ListTexts>;
  settings: Partial<SettingsTexts>;
  conversation: Partial<ConversationTexts>;
  safety: Partial<SafetyTexts>;
  /**
   * The kit's texts the widget shows that the kit's own translation calls a "channel", in the language's word for a
   * conversation (over the kit's translation). Arabic and Hebrew have the kit's words in their own tables instead.
   */
  kit?: Partial<Record<KitConversationKey, string>>;
}
