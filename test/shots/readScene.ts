/**
 * Waits until the candidate's open DM of a look scene is read at the provider. The widget marks it read a moment
 * after the messages show; a picture taken on the list before that would show the DM just read as unread.
 */
import type { LookScene } from '../e2e/support/lookScene.js';

/** Resolves once the provider counts no unread message in the scene's DM for its candidate (at most 10 s). */
export async function sceneRead(scene: LookScene): Promise<void> {
  const id = scene.dmChannel.id!;
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const [channel] = await scene.admin.queryChannels({ id }, {}, { limit: 1 });
    if (channel?.state.read[scene.candidate.sub]?.unread_messages === 0) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${scene.candidate.name} never read the DM ${id}`);
}
