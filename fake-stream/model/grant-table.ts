// The table the instance's context holds (ctx.grants): plain data, apart from the rules in grants.ts that read
// it through the context, so the context and those rules do not import each other.

/** Grants by role: a global role (`user`, `admin` …) or a channel role (`channel_member`, `channel_moderator`). */
export type Grants = Record<string, string[]>;

/** The grants of each channel type and of the app (`APP_SCOPE`); scopes nobody configured get the profile's default. */
export class GrantTable {
  private readonly byType = new Map<string, Grants>();

  constructor(private readonly initial: (scope: string) => Grants) {}

  /** The scope's grants (a copy). */
  get(type: string): Grants {
    return structuredClone(this.byType.get(type) ?? this.initial(type));
  }

  /** Replaces the lists of the roles named in `update`; other roles keep theirs. */
  update(type: string, update: Grants): Grants {
    const next = { ...this.get(type), ...structuredClone(update) };
    this.byType.set(type, next);
    return structuredClone(next);
  }
}
