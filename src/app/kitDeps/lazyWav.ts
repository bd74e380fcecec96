/**
 * The kit's WAV encoder, fetched if ever it runs. The recorder names it as its default encoder, but the widget
 * always passes its own (mp3, MessageView.tsx), so the WAV code and its audio processing (≈ 0.8 KiB gzip) need not
 * come with every conversation. The build points the recorder's transcoder import here (rollup.config.mjs).
 */
type Encode = (file: File, sampleRate: number) => Promise<Blob>;

export const encodeToWaw: Encode = (file, sampleRate) =>
  import('stream-chat-react/es/components/MediaRecorder/transcode/wav.mjs').then((wav) => wav.encodeToWaw(file, sampleRate));
