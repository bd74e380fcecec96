/** The browser-storage key of "Notify me on this device", per user (its value is "on" while on). */
export const deviceNoticeKey = (userId: string): string => `bountychat:device-notices:${userId}`;
