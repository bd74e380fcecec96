import type { Event } from 'stream-chat';

/**
 * Serializes the events of one delivery (one event, many recipients). Builders share the big parts — the
 * message, user and channel objects — between recipients and vary only a few numbers (unread counts), so
 * the object-valued fields are serialized once for as long as they stay the same objects, and only the
 * scalar fields per recipient: a fan-out to N users no longer serializes the message N times. The output
 * parses to the same value as `JSON.stringify(event)` (object fields come first). Use one per delivery:
 * records are replaced, never mutated, so an object seen twice within one delivery has not changed.
 */
export class DeliveryFrames {
  private lastEvent: Event | undefined;
  private lastFrame = '';
  private objectValues: unknown[] = [];
  private objectKeys: string[] = [];
  private objectJson = '';

  /** The JSON frame of `event`. */
  frame(event: Event): string {
    if (event === this.lastEvent) return this.lastFrame; // one event object for everyone (typing, custom events)
    const keys: string[] = [];
    const values: unknown[] = [];
    const scalars: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(event) as Array<[string, unknown]>) {
      if (typeof value === 'object' && value !== null) {
        keys.push(key);
        values.push(value);
      } else {
        scalars[key] = value;
      }
    }
    if (!this.sameObjects(keys, values)) {
      this.objectKeys = keys;
      this.objectValues = values;
      this.objectJson = keys.flatMap((key, index) => {
        const json = JSON.stringify(values[index]) as string | undefined;
        return json === undefined ? [] : [`${JSON.stringify(key)}:${json}`];
      }).join(',');
    }
    const rest = JSON.stringify(scalars);
    const frame = this.objectJson === '' ? rest : rest === '{}' ? `{${this.objectJson}}` : `{${this.objectJson},${rest.slice(1)}`;
    this.lastEvent = event;
    this.lastFrame = frame;
    return frame;
  }

  private sameObjects(keys: readonly string[], values: readonly unknown[]): boolean {
    if (keys.length !== this.objectKeys.length) return false;
    for (let index = 0; index < keys.length; index += 1) {
      if (keys[index] !== this.objectKeys[index] || values[index] !== this.objectValues[index]) return false;
    }
    return true;
  }
}
