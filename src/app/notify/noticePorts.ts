/** The browser's side of desktop notifications, behind a port so the rules and tests need no globals. */

/** Where the browser stands on notifications for this page. */
export type NoticePermission = NotificationPermission | 'unsupported';

/** What desktop notifications need from the browser. */
export interface NoticePorts {
  permission(): NoticePermission;
  /** Asks the person (the browser's prompt); only ever called after they turned notifications on. */
  requestPermission(): Promise<NoticePermission>;
  /** Shows a notification; `onClick` runs when the person clicks it. */
  show(title: string, options: { body: string; tag: string }, onClick: () => void): void;
  /** Whether the host's tab is hidden now. */
  hidden(): boolean;
  /** Brings the host's tab to the front. */
  focus(): void;
}

/** The ports of the page `win` (the Notification API, document.visibilityState, window.focus). */
export function browserNoticePorts(win: Window & typeof globalThis): NoticePorts {
  // Read at each call: a host (or a test) may replace window.Notification after the widget loaded.
  const api = (): typeof Notification | undefined => (typeof win.Notification === 'function' ? win.Notification : undefined);
  return {
    permission: () => api()?.permission ?? 'unsupported',
    async requestPermission() {
      const Api = api();
      return Api ? Api.requestPermission() : 'unsupported';
    },
    show(title, options, onClick) {
      const Api = api();
      if (!Api) return;
      let notice: Notification;
      // The constructor throws where only a service worker may show notifications (Chrome on Android): none then.
      try { notice = new Api(title, options); } catch { return; }
      notice.addEventListener('click', () => { onClick(); notice.close(); });
    },
    hidden: () => win.document.visibilityState === 'hidden',
    focus: () => win.focus(),
  };
}
