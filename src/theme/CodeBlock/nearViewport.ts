/**
 * One IntersectionObserver for every code block of the page (see `ButtonsGate` in
 * ./hydration.ts). A block counts as near once it is within a screen's height of the
 * viewport, so a reader scrolling at a normal pace finds its buttons in place; a block in a
 * hidden tab or a closed `<details>` becomes near when it is shown.
 */
const NEAR_VIEWPORT_MARGIN = '100% 0px';

let observer: IntersectionObserver | undefined;
const callbacks = new Map<Element, () => void>();

function forget(element: Element): void {
  observer?.unobserve(element);
  callbacks.delete(element);
}

/** Calls `callback` once, when `element` first comes near the viewport; returns a cancel function. */
export function whenNearViewport(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const near = callbacks.get(entry.target);
        forget(entry.target);
        near?.();
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  callbacks.set(element, callback);
  observer.observe(element);
  return () => forget(element);
}
