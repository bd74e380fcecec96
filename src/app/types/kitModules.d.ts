/** Kit modules imported by their own paths (build/kitAliases.mjs resolves `stream-chat-react/es/<file>`). */
declare module 'stream-chat-react/es/components/AudioPlayback/AudioPlayer.mjs' {
  export { AudioPlayer } from 'stream-chat-react';
}

declare module 'stream-chat-react/es/components/AudioPlayback/WithAudioPlayback.mjs' {
  export { useAudioPlayer } from 'stream-chat-react';
}

declare module 'stream-chat-react/es/components/MediaRecorder/transcode/wav.mjs' {
  export const encodeToWaw: (file: File, sampleRate: number) => Promise<Blob>;
}
