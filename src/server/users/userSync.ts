import { createHash } from 'node:crypto';
import type { UserClaims } from '../auth/token';
import type { Clock } from '../clock';
import type { ChatProvider } from '../provider/chatProvider';
import type { DirectoryUser, UserDirectory } from '../store/userDirectory';
import { createRecentMap } from '../recentMap';

/** How long an instance trusts its memory of what the store holds for a user before it asks again. */
const REMEMBER_MS = 5 * 60_000;
/** Users remembered at most; the oldest are forgotten first (a forgotten user costs one conditional write). */
const REMEMBER_MAX = 50_000;

/** Keeps the directory and the provider in step with the host's claims, writing only what changed. */
export interface UserSync {
  /**
   * Makes the directory and the provider hold these claims. Free when this instance saw the same claims
   * lately; else one conditional store write, and a provider upsert only when the stored claims changed.
   */
  ensure(claims: UserClaims): Promise<void>;
  /** Makes sure the provider knows `userId` (another person, e.g. a DM's other side): from the directory, else as a bare id. */
  ensureKnown(userId: string): Promise<void>;
  /** Forgets what this instance remembers of the user (after an erasure, so a returning user is created again). */
  forget(userId: string): void;
}

/** The fields of a user that the directory and the provider hold, as one comparable digest. */
export function claimsHash(user: DirectoryUser): string {
  return hashOf(claimsText(user));
}

/** The fields of a user that the directory and the provider hold, as one comparable text. */
function claimsText(user: DirectoryUser): string {
  return JSON.stringify([user.id, user.name, user.email, user.image, user.role]);
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/** A user's stored claims hash as this instance last wrote or read it, their text when it wrote them, and when. */
interface Remembered {
  hash: string;
  text: string | null;
  at: number;
}

/**
 * The hot path of every request that names its caller. The store keeps each user's claims hash, so instances
 * agree on what is stored without talking; each instance remembers the hashes it wrote or found, for a while.
 */
export function createUserSync(parts: { directory: UserDirectory; stream: Pick<ChatProvider, 'upsertUsers' | 'createMissingUsers'>; clock: Clock }): UserSync {
  const { directory, stream, clock } = parts;
  const remembered = createRecentMap<string, Remembered>(REMEMBER_MAX);

  function recall(userId: string): Remembered | null {
    const entry = remembered.get(userId);
    if (!entry) return null;
    if (clock.now() - entry.at > REMEMBER_MS) {
      remembered.delete(userId);
      return null;
    }
    return entry;
  }

  function remember(userId: string, hash: string, text: string | null = null): void {
    remembered.set(userId, { hash, text, at: clock.now() });
  }

  async function write(user: DirectoryUser): Promise<void> {
    // The same claims as last written: equal texts spare the request a SHA-256 (a hash object each time).
    const text = claimsText(user);
    const known = recall(user.id);
    if (known !== null && known.text === text) return;
    const hash = hashOf(text);
    if (known?.hash === hash) {
      // Kept with the hash it matches; how long the memory is trusted stays as it was (it is no new read).
      known.text = text;
      return;
    }
    if (await directory.upsertIfChanged(user, hash)) {
      try {
        await stream.upsertUsers([{ id: user.id, name: user.name, ...(user.image !== null && { image: user.image }), bountyRole: user.role }]);
      } catch (error) {
        // The store must not say the provider holds these claims when it does not: the next request retries.
        await directory.forgetHash(user.id).catch(() => undefined);
        throw error;
      }
    }
    remember(user.id, hash, text);
  }

  return {
    async ensure(claims) {
      await write({ id: claims.sub, name: claims.name, email: claims.email, image: claims.image ?? null, role: claims.role });
    },
    forget(userId) {
      remembered.delete(userId);
    },
    async ensureKnown(userId) {
      if (recall(userId) !== null) return;
      const known = await directory.lookup(userId);
      if (!known) return stream.createMissingUsers([userId]);
      // A stored hash means the provider was given these claims when they were stored.
      if (known.hash !== null) return remember(userId, known.hash);
      await write(known.user);
    },
  };
}
