/** Threads: how many replies a page holds and how often reading one is reported. */

/** Replies per page; the first page is the newest. */
export const THREAD_PAGE_SIZE = 50;

/** Shortest time between two mark-thread-read requests of one thread. */
export const MARK_THREAD_READ_INTERVAL_MS = 1_000;
