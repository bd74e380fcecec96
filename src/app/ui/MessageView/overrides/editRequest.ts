/**
 * How the kit's Channel edits a message: through the product service, which hides contact details as the
 * channel's policy says before the provider stores the edit (the provider's before-message-send hook sees new
 * messages only, and members hold no grant to edit at the provider). The kit awaits the answer and shows "Edit
 * message request failed" when it rejects; the list takes the stored text from the provider's message.updated.
 * Only the text is edited: the service takes nothing else from the browser.
 */
import type { LocalMessage, MessageResponse, UpdateMessageAPIResponse } from 'stream-chat';
import type { ServiceClient } from '../../../../service/index.js';

/** The Channel's `doUpdateMessageRequest`, over `service`: answers as `client.updateMessage` does. */
export function editMessageRequest(service: Pick<ServiceClient, 'editMessage'>) {
  return async (_cid: string, updated: LocalMessage | MessageResponse): Promise<UpdateMessageAPIResponse> => {
    const { message } = await service.editMessage({ messageId: updated.id, text: updated.text ?? '' });
    // The provider's timing of its own call is not the service's to report; nothing in the kit reads it.
    return { message, duration: '' };
  };
}
