/** WCAG 2 contrast between colours as the browser computes them ("#rrggbb", "rgb(…)", "rgba(…)"). */

/** [r, g, b, alpha] of a hex or rgb()/rgba() colour. */
export function parseColor(color: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)).concat(1) as [number, number, number, number];
  }
  const parts = /rgba?\(([^)]+)\)/.exec(color)?.[1]?.split(/[\s,/]+/).filter(Boolean).map(Number);
  if (!parts || parts.length < 3) throw new Error(`not a colour: ${color}`);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

/** `top` (possibly translucent) painted over the opaque `bottom`. */
export function over(top: string, bottom: string): string {
  const [r, g, b, a] = parseColor(top);
  const [R, G, B] = parseColor(bottom);
  const mix = (x: number, y: number) => Math.round(x * a + y * (1 - a));
  return `rgb(${mix(r, R)}, ${mix(g, G)}, ${mix(b, B)})`;
}

function luminance(color: string): number {
  const [r, g, b] = parseColor(color).map((v) => v / 255) as [number, number, number];
  const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
