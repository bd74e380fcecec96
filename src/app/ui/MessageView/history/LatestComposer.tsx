/**
 * The channel's composer, sending into the newest messages: while the list shows older history (the window
 * has left the newest end, or a jump), a sent message lands with the newest ones, out of view. The list jumps
 * there as the message is sent, as the kit's list does when everything is loaded and it scrolls to the bottom.
 */
import { useCallback } from 'react';
import type { ComponentProps } from 'react';
import { MessageComposer, useChannelActionContext, useChannelStateContext } from 'stream-chat-react';

type SubmitHandler = NonNullable<ComponentProps<typeof MessageComposer>['overrideSubmitHandler']>;

/** MessageComposer whose sends also bring the list to the newest messages. */
export function LatestComposer(props: ComponentProps<typeof MessageComposer>) {
  const { channel } = useChannelStateContext('LatestComposer');
  const { jumpToLatestMessage, sendMessage } = useChannelActionContext('LatestComposer');
  const submit = useCallback<SubmitHandler>(async ({ localMessage, message, sendOptions }) => {
    const sending = sendMessage({ localMessage, message, options: sendOptions });
    if (!localMessage.parent_id && channel.state.messages !== channel.state.latestMessages) void jumpToLatestMessage();
    await sending;
  }, [channel, jumpToLatestMessage, sendMessage]);
  return <MessageComposer {...props} overrideSubmitHandler={submit} />;
}
