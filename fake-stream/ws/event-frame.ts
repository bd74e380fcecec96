import type { Event } from 'stream-chat';

/**
 * Serializes the events of one delivery (one event, many recipients). Builders share the big parts — the
 * message, user and channel objects — between recipients and vary only a few numbers (unread counts), so:
 * an event whose fields are all the very same values as the previous recipient's reuses that frame (and its
 * bytes); otherwise the object-valued fields are serialized once for as long as they stay the same objects,
 * and only the scalar fields per recipient. A fan-out to N users thus no longer serializes the message N
 * times. The output parses to the same value as `JSON.stringify(event)` (object fields come first). Use one
 * per delivery: records are replaced, never mutated, so an object seen twice in one delivery has not changed.
 */
export class DeliveryFrames {
  private lastKeys: string[] = [];
  private lastValues: unknown[] = [];
  private lastFrame: string | undefined;
  private lastBytes: Buffer | undefined;
  private lastBytesEvent: Event | undefined;
  private objectKeys: string[] = [];
  private objectValues: unknown[] = [];
  private objectJson = '';

  /** The frame of `event` as UTF-8 bytes, encoded once for every run of recipients with identical events. */
  bytes(event: Event): Buffer {
    // A builder that hands the very same event object to the next recipient skips even the field comparison.
    if (this.lastBytes !== undefined && (event === this.lastBytesEvent || this.sameAsLast(event))) {
      this.lastBytesEvent = event;
      return this.lastBytes;
    }
    const frame = this.frame(event);
    this.lastBytes = Buffer.from(frame);
    this.lastBytesEvent = event;
    return this.lastBytes;
  }

  /** The JSON frame of `event`. */
  frame(event: Event): string {
    if (this.lastFrame !== undefined && this.sameAsLast(event)) return this.lastFrame;
    const keys: string[] = [];
    const values: unknown[] = [];
    const objectKeys: string[] = [];
    const objectValues: unknown[] = [];
    const scalars: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(event) as Array<[string, unknown]>) {
      keys.push(key);
      values.push(value);
      if (typeof value === 'object' && value !== null) {
        objectKeys.push(key);
        objectValues.push(value);
      } else {
        scalars[key] = value;
      }
    }
    if (!sameList(objectKeys, this.objectKeys) || !sameList(objectValues, this.objectValues)) {
      this.objectKeys = objectKeys;
      this.objectValues = objectValues;
      this.objectJson = objectKeys.flatMap((key, index) => {
        const json = JSON.stringify(objectValues[index]) as string | undefined;
        return json === undefined ? [] : [`${JSON.stringify(key)}:${json}`];
      }).join(',');
    }
    const rest = JSON.stringify(scalars);
    const frame = this.objectJson === '' ? rest : rest === '{}' ? `{${this.objectJson}}` : `{${this.objectJson},${rest.slice(1)}`;
    this.lastKeys = keys;
    this.lastValues = values;
    this.lastFrame = frame;
    this.lastBytes = undefined;
    return frame;
  }

  /** Whether `event` has the same keys, in order, with identical values as the last one serialized. */
  private sameAsLast(event: Event): boolean {
    const fields = event as unknown as Record<string, unknown>;
    let index = 0;
    // for…in without allocating: builders return plain object literals, which inherit no enumerable keys.
    for (const key in fields) {
      if (this.lastKeys[index] !== key || this.lastValues[index] !== fields[key]) return false;
      index += 1;
    }
    return index === this.lastKeys.length;
  }
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
