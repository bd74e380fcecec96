/** The part of lodash.debounce's API the kit's throttle stand-in (src/app/kitDeps/throttle.ts) builds on. */
declare module 'lodash.debounce' {
  export interface DebounceSettings {
    leading?: boolean;
    maxWait?: number;
    trailing?: boolean;
  }
  export interface DebouncedFunc<F extends (...args: never[]) => unknown> {
    (...args: Parameters<F>): ReturnType<F> | undefined;
    cancel(): void;
    flush(): ReturnType<F> | undefined;
  }
  export default function debounce<F extends (...args: never[]) => unknown>(func: F, wait?: number, options?: DebounceSettings): DebouncedFunc<F>;
}
