// The arithmetic the charts share: round axis steps (1, 2 or 5 times a power of ten) from zero past the largest value,
// and the width of the box a chart draws in.
import { useLayoutEffect, useRef, useState } from 'react';

/** Ticks from 0 to the first round step at or above `max`; whole steps only when `integer` (counts of people). */
export function valueTicks(max: number, { count = 5, integer = false }: { count?: number; integer?: boolean } = {}): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(integer ? 1 : 0, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const ticks: number[] = [];
  for (let tick = 0; tick < top + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  if (ticks[ticks.length - 1] < top) ticks.push(Number((ticks.length * step).toPrecision(12)));
  return ticks;
}

/** Shortens a label to about `width` pixels of 12px text, with an ellipsis. */
export function fitLabel(label: string, width: number): string {
  const chars = Math.max(3, Math.floor(width / 6.5));
  return label.length <= chars ? label : `${label.slice(0, chars - 1)}…`;
}

const FALLBACK_WIDTH = 600;

/** The width of the element the chart fills, followed as the layout changes. */
export function useChartWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
