/** The conversation header's "⋯" menu as a user works it: open the menu, then choose an item by its words. */
import type { Locator, Page } from 'playwright-core';

/** The header's "Conversation options" button. */
export const conversationOptions = (page: Page): Locator => page.getByRole('button', { name: 'Conversation options' });

/** The open options menu. */
export const optionsMenu = (page: Page): Locator => page.getByRole('menu', { name: 'Conversation options' });

/** Opens the menu and chooses the item whose words start with `name` (e.g. "Block Alice" for "Block Alice…"). */
export async function chooseConversationOption(page: Page, name: string): Promise<void> {
  await conversationOptions(page).click();
  await optionsMenu(page).getByRole('menuitem', { name }).click();
}
