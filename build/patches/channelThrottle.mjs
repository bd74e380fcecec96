// The kit's Channel copies the channel's state into React through a 500 ms leading+trailing throttle on every
// channel event. The read events that follow each message keep that throttle busy, so a new message waited up to
// half a second on a timer before it was shown. Message events now flush the copy at once; read events copy only
// the read state, so they no longer hand the message list a new messages array.

const CHANNEL = 'components/Channel/Channel.mjs';
const TEST = 'test/e2e/sendLatency.test.ts';

export default [
  {
    file: CHANNEL,
    find: /(if \(event\.type === "channel\.truncated" && event\.cid === channel\.cid\) _setChannelUnreadUiState\(void 0\);\n\t\t)throttledCopyStateFromChannel\(\);\n/,
    replace: '$1if (event.type === "message.read") return dispatch({ channel, type: "copyReadFromChannelOnEvent" });\n'
      + '\t\tthrottledCopyStateFromChannel();\n'
      + '\t\tif (event.type === "message.new" || event.type === "message.updated" || event.type === "message.deleted") throttledCopyStateFromChannel.flush();\n',
    count: 1,
    why: 'A message event is shown at once instead of behind the 500 ms state-copy throttle that read events keep busy.',
    test: TEST,
  },
  {
    file: 'components/Channel/channelState.mjs',
    find: '\t\tcase "copyStateFromChannelOnEvent": {',
    replace: '\t\tcase "copyReadFromChannelOnEvent": return {\n\t\t\t...state,\n\t\t\tread: { ...action.channel.state.read }\n\t\t};\n$&',
    count: 1,
    why: 'A read event updates the read receipts without copying the messages, so the message list does not re-render for it.',
    test: TEST,
  },
];
