/** Emulated viewport width for `window.matchMedia` in jsdom; reset after each test. */
export const viewport = { width: 1280 };
