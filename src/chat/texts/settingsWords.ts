/** The settings view's words and their English (the product's wording); app/ui/Settings translates them. */

/** The texts the settings view shows. */
export interface SettingsTexts {
  title: string;
  email: string;
  device: string;
  loadFailed: string;
  saveFailed: string;
  /** Mail to the user's address bounced: shown above the switches, with a button that turns e-mail back on. */
  bounced: string;
  resume: string;
  denied: string;
  unsupported: string;
}

/** English: the product's own wording. */
export const englishSettingsTexts: SettingsTexts = {
  title: 'Settings',
  email: "E-mail me about messages while I'm away",
  device: 'Notify me on this device',
  loadFailed: 'Your e-mail setting could not be loaded. Try again later.',
  saveFailed: 'Your e-mail setting could not be saved. Try again.',
  bounced: 'E-mail to you bounced; turn it back on.',
  resume: 'Turn e-mail back on',
  denied: 'Your browser blocks notifications from this site. Allow them in the browser\'s site settings, then try again.',
  unsupported: 'This browser cannot show notifications.',
};
