/**
 * The error and the environment type every settings module shares. A module of its own so that the area modules
 * (security.ts, notify.ts, …) and serviceConfig.ts, which calls them, do not import each other.
 */

/** Start-up refused because of one named setting. */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    problem: string,
  ) {
    super(`${setting} ${problem}`);
    this.name = 'ConfigError';
  }
}

/** The environment variables the service reads (all strings, as in `process.env`). */
export type ServiceEnv = Readonly<Record<string, string | undefined>>;
