/**
 * The kit's audio hooks as the lazy audio parts import them (rollup.config.mjs, `aliases`): loading them also
 * loads the real audio player class and provides it to the pool (./audioPlayerSlot.ts).
 */
import { AudioPlayer } from 'stream-chat-react/es/components/AudioPlayback/AudioPlayer.mjs';
import { provideAudioPlayer } from './audioPlayerSlot.js';

provideAudioPlayer(AudioPlayer);

export { useAudioPlayer } from 'stream-chat-react/es/components/AudioPlayback/WithAudioPlayback.mjs';
