/**
 * Whether the composer's attachment button shows: when at least one of its menu's actions is open to the member
 * here. The button loads at the first idle moment, and the place kept for it until then must be the place it will
 * take (or none), so the text box does not move under a user who started typing.
 */
export interface AttachmentMenuFacts {
  /** The member's capabilities in the channel (`upload-file`, `send-poll`). */
  capabilities: Readonly<Record<string, boolean | undefined>>;
  /** The channel type's settings, as the provider sent them. */
  config: { uploads?: boolean; polls?: boolean; shared_locations?: boolean; commands?: ReadonlyArray<{ name?: string }> } | undefined;
  /** The composer takes files (the product's upload switch). */
  uploadEnabled: boolean;
  /** The composer answers in a thread (no polls or locations there). */
  inThread: boolean;
}

/** The same actions the kit's menu offers: files, a poll, a location, a command. */
export function attachmentMenuShows({ capabilities, config, uploadEnabled, inThread }: AttachmentMenuFacts): boolean {
  const files = Boolean(capabilities['upload-file'] && config?.uploads && uploadEnabled);
  const poll = Boolean(capabilities['send-poll'] && config?.polls && !inThread);
  const location = Boolean(config?.shared_locations && !inThread);
  const command = Boolean(config?.commands?.some((entry) => Boolean(entry.name)));
  return files || poll || location || command;
}
