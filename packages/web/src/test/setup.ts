import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// A test of server rendering runs in Node (`@vitest-environment node`): no window, nothing to set up.
const browser = typeof window !== 'undefined';

afterEach(() => {
  if (!browser) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks these; Mantine reads them for color scheme and responsive hooks.
if (browser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (browser && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}
if (browser) window.scrollTo = () => undefined;
// jsdom has no font loading; Mantine's autosizing textarea listens for it.
if (browser && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
