/** A widget's life: whether it was destroyed, and what stops each part it started. */
export interface Lifetime {
  /** Whether destroy() has begun: work that finishes later starts nothing. */
  readonly destroyed: boolean;
  /** Adds what stops a part just started. */
  add(stop: () => void): void;
  /** Marks the widget destroyed, before anything is stopped, so work finishing meanwhile sees it at once. */
  end(): void;
  /** Stops every part, the last started first. */
  stopAll(): void;
}

/** A life with nothing started yet. */
export function createLifetime(): Lifetime {
  let destroyed = false;
  const stops: Array<() => void> = [];
  return {
    get destroyed() { return destroyed; },
    add(stop) { stops.push(stop); },
    end() { destroyed = true; },
    stopAll() { stops.splice(0).reverse().forEach((stop) => stop()); },
  };
}
