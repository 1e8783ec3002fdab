// Where the focus goes when a page loads (or the route changes): to the page's main control, so a
// keyboard user does not start on <body>. A page's data may arrive later than its frame, so this
// looks for a few seconds and stops as soon as the person has moved the focus themselves.
/** The main controls, most wanted first: the result's "Next deal", an action, a playable card, a seat, else what the page marks. */
const MAIN = [
  '[data-testid=go-on]',
  '.controls button.primary:not([disabled])',
  '.controls button:not([disabled])',
  '.my-hand button:not([disabled])',
  '[data-testid=take-seat]',
  '[data-testid=add-bots]',
  '[data-autofocus]:not([disabled])',
];
const LOOK_MS = 5000;
const EVERY_MS = 100;

let timer: ReturnType<typeof setTimeout> | null = null;

/** Moves the focus to the page's main control once it is drawn; the page's heading if none comes. */
export function focusMain(): void {
  if (timer) clearTimeout(timer);
  const start = Date.now();
  const unfocused = () => document.activeElement === null || document.activeElement === document.body;
  const look = () => {
    timer = null;
    if (!unfocused()) return;
    for (const sel of MAIN) {
      const el = document.querySelector<HTMLElement>(sel);
      if (el) {
        el.focus();
        return;
      }
    }
    if (Date.now() - start < LOOK_MS) timer = setTimeout(look, EVERY_MS);
    else {
      const h = document.querySelector<HTMLElement>('main h1');
      if (h) {
        h.tabIndex = -1;
        h.focus();
      }
    }
  };
  timer = setTimeout(look, 0);
}
