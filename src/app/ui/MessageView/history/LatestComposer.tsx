/**
 * The channel's composer, sending into the newest messages: while the list shows older history (the window
 * has left the newest end, or a jump), a sent message lands with the newest ones, out of view. The list jumps
 * there as the message is sent, as the kit's list does when everything is loaded and it scrolls to the bottom.
 * A jump still on its way when the message is sent (a quoted message clicked, its page not yet loaded) would land
 * after the send and carry the list away from it: the list follows the later wish, and goes to the newest messages
 * once that jump has landed.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { ComponentProps } from 'react';
import { MessageComposer, useChannelActionContext, useChannelStateContext } from 'stream-chat-react';

type SubmitHandler = NonNullable<ComponentProps<typeof MessageComposer>['overrideSubmitHandler']>;

/** MessageComposer whose sends also bring the list to the newest messages. */
export function LatestComposer(props: ComponentProps<typeof MessageComposer>) {
  const { channel, loadingMoreForJumpToChannelMessage: jumping = false } = useChannelStateContext('LatestComposer');
  const { jumpToLatestMessage, sendMessage } = useChannelActionContext('LatestComposer');
  const latestAfterJump = useRef(false);
  const submit = useCallback<SubmitHandler>(async ({ localMessage, message, sendOptions }) => {
    const sending = sendMessage({ localMessage, message, options: sendOptions });
    if (!localMessage.parent_id) {
      if (jumping) latestAfterJump.current = true;
      else if (channel.state.messages !== channel.state.latestMessages) void jumpToLatestMessage();
    }
    await sending;
  }, [channel, jumping, jumpToLatestMessage, sendMessage]);
  useEffect(() => {
    if (jumping || !latestAfterJump.current) return;
    latestAfterJump.current = false;
    if (channel.state.messages !== channel.state.latestMessages) void jumpToLatestMessage();
  }, [channel, jumping, jumpToLatestMessage]);
  return <MessageComposer {...props} overrideSubmitHandler={submit} />;
}
