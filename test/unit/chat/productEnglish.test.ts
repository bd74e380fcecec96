import { describe, expect, it } from 'vitest';
import { personFirst, productEnglish, sentenceCase } from '../../../src/chat/texts/productEnglish.js';

describe('sentenceCase', () => {
  it.each([
    ['Edit Message', 'Edit message'],
    ['Delete message', 'Delete message'],
    ['Open Message Actions Menu', 'Open message actions menu'],
    ['Select Reaction: {{ reactionName }}', 'Select reaction: {{ reactionName }}'],
    // Not Title Case: a sentence keeps its key names and proper words.
    ['Press Enter to start typing', 'Press Enter to start typing'],
    ['Send a GIF', 'Send a GIF'],
    ['Reply', 'Reply'],
    ['Allow Others to Add Comments', 'Allow Others to Add Comments'],
  ])('%s → %s', (text, expected) => expect(sentenceCase(text)).toBe(expected));
});

describe('personFirst', () => {
  it.each([
    ["You can't send messages in this channel", "You can't send messages in this conversation"],
    ['Also send in channel', 'Also send in the conversation'],
    ['Post a random gif to the channel', 'Post a random gif to the conversation'],
    ['Failed to load channels', 'Failed to load conversations'],
    ['Channel muted', 'Conversation muted'],
    ['Browse channel members', 'Browse people in the conversation'],
    ['Chat: {{ channelName }}', 'Chat: {{ channelName }}'],
  ])('%s → %s', (text, expected) => expect(personFirst(text)).toBe(expected));
});

it('productEnglish keeps only the texts it changes, and never the time formats', () => {
  expect(productEnglish({ 'Edit Message': 'Edit Message', Reply: 'Reply', 'Leave Channel': 'Leave Channel', 'timestamp/X': 'HH:mm Channel' }))
    .toEqual({ 'Edit Message': 'Edit message', 'Leave Channel': 'Leave conversation' });
});
