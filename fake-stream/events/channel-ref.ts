/** The three fields by which every channel event names its channel (the SDK routes events by `cid`). */
export function channelRef(channel: { cid: string; id: string; type: string }): { cid: string; channel_id: string; channel_type: string } {
  return { cid: channel.cid, channel_id: channel.id, channel_type: channel.type };
}
