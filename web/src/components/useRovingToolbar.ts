// A toolbar is one tab stop (WAI-ARIA toolbar pattern): Tab enters it on
// the last button used, the arrow keys (and Home, End) move between its
// buttons, and Tab leaves it. Works on whatever buttons the toolbar holds.
import { useEffect, type RefObject } from 'react';

export function useRovingToolbar(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    let current = 0;
    const all = () => [...bar.querySelectorAll<HTMLButtonElement>('button')];
    const usable = () => all().filter((b) => !b.disabled);
    const sync = () => {
      const list = usable();
      const stop = list[Math.min(current, list.length - 1)];
      for (const b of all()) {
        const want = b === stop ? '0' : '-1';
        if (b.getAttribute('tabindex') !== want) b.setAttribute('tabindex', want);
      }
    };
    const onKey = (e: KeyboardEvent) => {
      const list = usable();
      const i = list.indexOf(document.activeElement as HTMLButtonElement);
      if (i < 0) return;
      const moves: Record<string, number> = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: list.length - 1 };
      if (!(e.key in moves)) return;
      e.preventDefault();
      current = (moves[e.key] + list.length) % list.length;
      sync();
      list[current].focus();
    };
    const onFocus = (e: FocusEvent) => {
      const i = usable().indexOf(e.target as HTMLButtonElement);
      if (i >= 0 && i !== current) {
        current = i;
        sync();
      }
    };
    sync();
    // Buttons come and go or get (un)disabled as the editor changes.
    const seen = new MutationObserver(sync);
    seen.observe(bar, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'tabindex'] });
    bar.addEventListener('keydown', onKey);
    bar.addEventListener('focusin', onFocus);
    return () => {
      seen.disconnect();
      bar.removeEventListener('keydown', onKey);
      bar.removeEventListener('focusin', onFocus);
    };
  }, [ref]);
}
