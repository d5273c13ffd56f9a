// The page's size budget, in gzip bytes (the bytes a visitor receives): `npm run size` and the
// browser test of what loads before the form asserts it.
export const BUDGET = {
  /**
   * Every script fetched on load, before any scroll or interaction: no framework at start. Just
   * above what it is (9.06 kB; the page's rule allows 10 kB): the form's framework alone would take it past. (The
   * contact form's Send held and draft shown before its code arrives took it from 7.1 kB; the
   * background's frame cadence, 60 frames a second on 75 to 165 Hz displays too, from 7.98 kB; its
   * drawing in a shared worker of its own, which spares the page's thread a task a frame, from 8.0 kB;
   * the form's early status read in the page's language from the prerendered page, from 8.19 kB; the
   * background's handshake with its worker and the fallbacks from a silent one, which WebKit needs,
   * from 8.21 kB; telling a worker let go to stop, and the renderer what changed while it started,
   * from 8.63 kB; the form's code asked for as soon as the visitor heads down the page, from 8.73 kB;
   * the form's code fetched ahead once the page is idle after load, from 8.91 kB.)
   */
  onLoadJs: 9_100,
  /**
   * The stylesheet that blocks the first render: only the rules and variables the prerendered pages
   * use (criticalCss.ts). Just above what it is (5.7 kB, the navigation's states included; the page's rule allows 6 kB), so any growth
   * is a decision.
   */
  renderBlockingCss: 5_800,
  /**
   * What the page fetches ahead once it is idle after load, or as the visitor heads down it (the
   * whole stylesheet, the contact form's code and styles): what React DOM and Mantine need, and no
   * more. Just above what it is (134.2 kB).
   */
  headingDown: 135_000,
} as const;
