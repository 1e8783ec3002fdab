// Draw timing: from a view handed to the drawing (pace.ts, after any pacing wait) to the table drawn for it,
// Preact's commit and the browser's layout included, as `table-draw` entries of the Performance
// timeline. `npm run bench:web` reads them; nothing else does.
const MAX_ENTRIES = 2000;

export function viewArrived(seq: number): void {
  performance.mark(`view:${seq}`);
}

export function viewDrawn(seq: number): void {
  const mark = `view:${seq}`;
  if (!performance.getEntriesByName(mark, 'mark').length) return;
  void document.body.offsetHeight; // the layout the next frame would do, done now so it is counted
  performance.measure('table-draw', mark);
  performance.clearMarks(mark);
  if (performance.getEntriesByName('table-draw', 'measure').length > MAX_ENTRIES) performance.clearMeasures('table-draw');
}
