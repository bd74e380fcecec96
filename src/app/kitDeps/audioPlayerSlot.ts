/**
 * The kit's audio player class, held back until audio is on screen. The kit's Channel creates a pool of players
 * when it mounts, and the pool imports the player class (≈ 2.5 KiB gzip) although it makes a player only for an
 * audio attachment, a voice recording or a recording's preview, all of them lazy parts. The build points the pool's
 * import here (rollup.config.mjs, `aliases`); those parts import the kit's audio hooks through ./audioPlayback.ts,
 * which brings the real class and puts it in this slot before any of them can ask the pool for a player.
 */
import type { AudioPlayer as KitAudioPlayer } from 'stream-chat-react';

type AudioPlayerClass = typeof KitAudioPlayer;

let Provided: AudioPlayerClass | undefined;

/** Called once the real class has loaded (./audioPlayback.ts). */
export function provideAudioPlayer(player: AudioPlayerClass): void {
  Provided = player;
}

/** What the pool constructs: the real player, once provided (a constructor may return another object). */
export const AudioPlayer = function AudioPlayer(...args: ConstructorParameters<AudioPlayerClass>) {
  if (!Provided) throw new Error('The audio player was asked for before the audio parts loaded.');
  return new Provided(...args);
} as unknown as AudioPlayerClass;
