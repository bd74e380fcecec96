/**
 * The composer's textarea, growing with its text from `minRows` to `maxRows` rows and scrolling beyond, in place
 * of react-textarea-autosize (≈ 2 KiB gzip with its helper packages, on every conversation). That library measured
 * text in a hidden textarea it appended to the host's <body> for the page's life; this one measures the textarea
 * itself, so the widget puts nothing on the host's page. The build points the kit's import here
 * (rollup.config.mjs, `aliases`).
 *
 * The kit keeps the textarea uncontrolled and writes `value` itself after rendering (so that composed characters
 * survive), and no event tells of such writes: the element's own `value` setter is wrapped to fit after each.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ChangeEvent, Ref, TextareaHTMLAttributes } from 'react';

export interface AutosizeTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'style'> {
  maxRows?: number;
  minRows?: number;
  style?: TextareaHTMLAttributes<HTMLTextAreaElement>['style'];
  ref?: Ref<HTMLTextAreaElement>;
}

/** Pixels of a computed length ('' and 'normal' count as 0). */
const px = (value: string): number => parseFloat(value) || 0;

/** Sets the textarea's height to its text's, between `minRows` and `maxRows` lines. */
export function fitTextarea(area: HTMLTextAreaElement, minRows = 1, maxRows = Infinity): void {
  const style = getComputedStyle(area);
  const lineHeight = px(style.lineHeight) || px(style.fontSize) * 1.2;
  const padding = px(style.paddingTop) + px(style.paddingBottom);
  const border = px(style.borderTopWidth) + px(style.borderBottomWidth);
  // Collapsed to nothing, the textarea's scrollHeight is its text's height plus its padding.
  const { scrollTop } = area;
  area.style.height = '0px';
  const text = area.scrollHeight - padding;
  const lines = Math.min(Math.max(text, minRows * lineHeight), maxRows * lineHeight);
  area.style.height = `${lines + (style.boxSizing == 'border-box' ? padding + border : 0)}px`;
  area.scrollTop = scrollTop;
}

/** Wraps the element's `value` setter (React's own tracker included, when it set one) so that each write fits it. */
function fitOnValueWrites(area: HTMLTextAreaElement, fit: () => void): () => void {
  const own = Object.getOwnPropertyDescriptor(area, 'value');
  const inherited = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value');
  const base = own ?? inherited;
  if (!base?.get || !base.set) return () => undefined;
  const { get, set } = base;
  Object.defineProperty(area, 'value', {
    configurable: true,
    enumerable: base.enumerable,
    get() { return get.call(this); },
    set(value: string) { set.call(this, value); fit(); },
  });
  return () => {
    if (own) Object.defineProperty(area, 'value', own);
    else delete (area as { value?: string }).value;
  };
}

/** A <textarea> whose height follows its text. */
export default function AutosizeTextarea({ maxRows, minRows, onChange, ref, ...rest }: AutosizeTextareaProps) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  const rows = useRef({ minRows, maxRows });
  rows.current = { minRows, maxRows };
  const fit = useCallback(() => {
    if (area.current) fitTextarea(area.current, rows.current.minRows, rows.current.maxRows);
  }, []);

  // Every render may bring other row limits (one row while empty, ten while writing).
  useLayoutEffect(fit);

  // The kit's value writes, and a width change (the panel resized) that rewraps the text.
  useLayoutEffect(() => {
    const node = area.current;
    if (!node) return undefined;
    const restore = fitOnValueWrites(node, fit);
    let width = node.clientWidth;
    const resized = new ResizeObserver(() => {
      if (node.clientWidth == width) return;
      width = node.clientWidth;
      fit();
    });
    resized.observe(node);
    return () => { resized.disconnect(); restore(); };
  }, [fit]);

  const setRef = useCallback((node: HTMLTextAreaElement | null) => {
    area.current = node;
    if (typeof ref == 'function') ref(node);
    else if (ref) ref.current = node;
  }, [ref]);

  const changed = useCallback((event: ChangeEvent<HTMLTextAreaElement>) => {
    fit();
    onChange?.(event);
  }, [fit, onChange]);

  return <textarea {...rest} onChange={changed} ref={setRef} />;
}
