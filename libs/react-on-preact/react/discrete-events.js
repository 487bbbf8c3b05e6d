// React runs the effects a render left pending before it handles a person's next key press, click or input, so each
// handler sees what the last one did. Preact runs them after the next frame only: keys typed without a pause were
// handled against effects not yet run, and MUI X's date field dropped the day and month of a date typed at speed (a
// phone slow to paint would do the same at a person's pace). Effects still wait for the frame, as in Preact, and now
// also run first when such an event arrives. `options.requestAnimationFrame` is Preact's documented hook for when
// effects run; Preact's own test act replaces it while it runs and puts it back. jsdom does not show the difference;
// the end-to-end tests that type dates (typeDate, without pauses) failed in Chromium without this.
import { options } from 'preact';

const DISCRETE_EVENTS = [
  'keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'change', 'compositionstart', 'compositionend',
  'paste', 'cut', 'copy', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'touchstart', 'touchend',
  'focusin', 'focusout', 'submit', 'contextmenu', 'dragstart', 'drop',
];
const FRAME_TIMEOUT_MS = 35;

let pending = null;
function runPendingEffects() {
  const flush = pending;
  pending = null;
  if (flush) flush();
}

if (typeof window !== 'undefined') {
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, runPendingEffects, true);
  // The timer functions are looked up at each call, as Preact does: tests replace them with fake ones and back.
  options.requestAnimationFrame = (flush) => {
    pending = flush;
    const done = () => {
      clearTimeout(timeout);
      if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
      setTimeout(runPendingEffects);
    };
    const timeout = setTimeout(done, FRAME_TIMEOUT_MS);
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(done) : undefined;
  };
}
