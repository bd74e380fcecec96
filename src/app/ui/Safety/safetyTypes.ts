/** What the safety layer and its lazily loaded dialogs share. */
import type { ServiceClient } from '../../../service/index.js';

/** Who (and, for a message, what) a block or report is about. */
export interface SafetyTarget {
  userId: string;
  name: string;
  channelId: string;
  messageId?: string;
}

/** The service calls the block and report steps make. */
export type SafetyService = Pick<ServiceClient, 'blockUser' | 'report'>;
