// Bot workers give way to the API where nice values cannot: a process already at nice 19 (a shared
// machine) runs its bot threads at the API's own priority, and workers as many as the cores then
// take the CPU from people's moves. The main thread counts its HTTP requests in flight in shared
// memory; a worker told to watch it pauses before each sampled world while the count is above 0,
// at most `pauseMs` at a time, so the bots still move while the API is never idle.
//
//   main:   const end = apiRequestStarted(); res.once('close', end);
//   pool:   new BotWorkerPool({ apiBusy: { buffer: API_BUSY.buffer, pauseMs: 10 } })
//   worker: watchApi(workerData.apiBusy); ... yieldToApi() before each world (strong.ts)

/** HTTP requests in flight on the main thread (index 0). */
export const API_BUSY = new Int32Array(new SharedArrayBuffer(4));

/** Counts one request in; the returned function (idempotent) counts it out and wakes paused workers at 0. */
export function apiRequestStarted(): () => void {
  Atomics.add(API_BUSY, 0, 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (Atomics.sub(API_BUSY, 0, 1) === 1) Atomics.notify(API_BUSY, 0);
  };
}

/** What a worker watches: the shared count and the longest pause. */
export interface ApiBusyShare {
  buffer: SharedArrayBuffer;
  pauseMs: number;
}

let watched: { count: Int32Array; pauseMs: number } | null = null;

/** In a worker thread: watch the main thread's count from here on (undefined: never pause). */
export function watchApi(share: ApiBusyShare | undefined): void {
  watched = share ? { count: new Int32Array(share.buffer), pauseMs: share.pauseMs } : null;
}

/** Waits while the API has requests in flight, at most the pause; at once when not watching. */
export function yieldToApi(): void {
  if (!watched) return;
  const { count, pauseMs } = watched;
  const until = performance.now() + pauseMs;
  for (let n = Atomics.load(count, 0); n > 0; n = Atomics.load(count, 0)) {
    const left = until - performance.now();
    if (left <= 0) return;
    Atomics.wait(count, 0, n, left);
  }
}
