// Subscriptions execute their selection once per event and subscriber. graphql-js walks the
// document every time (a resolve info, an argument object and a path per field), and the
// feed's legal-action lists are long (each bid value, each pair of discards is an action of
// its own, ten fields each). graphql-jit compiles a
// document once into plain functions. Compiled documents are kept per DocumentNode: graphql-ws and
// SSE documents are shared per query text (see checkSocketOperation in limits/query-limits.ts).
// The event stream itself still comes from graphql-js (createSourceEventStream): graphql-jit's
// own subscribe passes the operation's variables as the field's arguments ($t for tableId
// finds nothing).
// A payload marked sameForAll (a live feed message, the same object for every subscriber of one
// view) is executed once per document, operation and variables, and that one result object goes
// to each of them (sse.ts and ws-frames.ts then encode it once).
import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

function compiledFor(args: ExecutionArgs): CompiledQuery | null {
  let byName = compiled.get(args.document);
  if (!byName) compiled.set(args.document, (byName = new Map()));
  const key = args.operationName ?? '';
  let c = byName.get(key);
  if (c === undefined) {
    const r = compileQuery(args.schema, args.document, args.operationName ?? undefined);
    c = isCompiledQuery(r) ? r : null;
    byName.set(key, c);
  }
  return c;
}

/** Payloads whose result depends on nothing of the subscriber but its document and variables. */
const shared = new WeakSet<object>();
/** Results of shared payloads, by document, operation and variables. */
const sharedResults = new WeakMap<object, Map<string, ExecutionResult | Promise<ExecutionResult>>>();
const documentIds = new WeakMap<DocumentNode, number>();
let documents = 0;
/** Selections executed for an event (read by tests: one per view and document, not per subscriber). */
export const subscriptionWork = { executions: 0 };

/** Marks a payload the same for every subscriber that receives it (no per-caller part, never changed). */
export function sameForAll<T extends object>(payload: T): T {
  shared.add(payload);
  return payload;
}

/** Sends one result of a stream itself and settles once it is written (rejects when the write failed). */
export type ResultSink = (result: ExecutionResult) => Promise<void>;

/**
 * graphql-ws's and graphql-sse's `subscribe`: graphql-js's event stream, each event run through
 * the compiled document (or graphql-js's execute when the document does not compile).
 * `onEvent` sees each source event before its result is made (the SSE edge takes its id from it).
 * With `sink` the results go to it, one after the other's write, instead of through the iterator
 * (see `pumped`).
 */
export async function jitSubscribe(
  args: ExecutionArgs,
  onEvent?: (event: unknown) => void,
  sink?: ResultSink,
): Promise<AsyncGenerator<ExecutionResult, void, void> | ExecutionResult> {
  const c = compiledFor(args);
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source; // refused: errors
  const run = (payload: unknown) => {
    subscriptionWork.executions++;
    return c ? c.query(payload, args.contextValue, args.variableValues) : execute({ ...args, rootValue: payload });
  };
  let docId = documentIds.get(args.document);
  if (docId === undefined) documentIds.set(args.document, (docId = ++documents));
  const key = `${docId}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
  const resultOf = (payload: unknown) => {
    onEvent?.(payload);
    if (!payload || typeof payload !== 'object' || !shared.has(payload)) return run(payload);
    let byKey = sharedResults.get(payload);
    if (!byKey) sharedResults.set(payload, (byKey = new Map()));
    let result = byKey.get(key);
    if (!result) byKey.set(key, (result = run(payload)));
    return result;
  };
  return sink ? pumped(source, resultOf, sink) : mapEvents(source, resultOf);
}

/**
 * An iterator whose one next() runs the whole stream: each event mapped and handed to `sink`,
 * the next pulled once the sink has written it, so each message's write is still awaited before
 * the next one as graphql-ws does; next() settles when the stream ends (done) or fails (the
 * error graphql-ws reports). graphql-ws wrapped each message in several promises, an object copy
 * and a message encoding of its own. Nothing runs before graphql-ws's first next() (after its
 * onOperation may have refused the stream); return() (the client's complete, the socket's close)
 * ends the source and sends nothing more.
 */
function pumped<T, R>(source: AsyncIterable<T>, fn: (t: T) => R | Promise<R>, sink: (r: R) => Promise<void>): AsyncGenerator<R, void, void> {
  const it = source[Symbol.asyncIterator]();
  const done: IteratorResult<R, void> = { value: undefined, done: true };
  let stopped = false;
  let running: Promise<IteratorResult<R, void>> | undefined;
  const pump = async (): Promise<IteratorResult<R, void>> => {
    try {
      for (;;) {
        const r = await it.next();
        if (r.done || stopped) return done;
        const mapped = await fn(r.value);
        if (stopped) return done;
        await sink(mapped);
      }
    } catch (e) {
      await it.return?.().catch(() => undefined);
      throw e;
    }
  };
  return {
    next: () => (running ??= pump()),
    return: async () => {
      stopped = true;
      await it.return?.();
      return done;
    },
    throw: async (e: unknown) => {
      stopped = true;
      if (!it.throw) throw e;
      await it.throw(e);
      return done;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  } as AsyncGenerator<R, void, void>;
}

/** Maps an async iterator, passing return() and throw() through (as graphql-js's subscribe does). */
function mapEvents<T, R>(source: AsyncIterable<T>, fn: (t: T) => R | Promise<R>): AsyncGenerator<R, void, void> {
  const it = source[Symbol.asyncIterator]();
  const map = async (r: IteratorResult<T>): Promise<IteratorResult<R, void>> => {
    if (r.done) return { value: undefined, done: true };
    try {
      return { value: await fn(r.value), done: false };
    } catch (e) {
      await it.return?.().catch(() => undefined);
      throw e;
    }
  };
  return {
    next: async () => map(await it.next()),
    return: async () => (it.return ? map(await it.return()) : { value: undefined, done: true }),
    throw: async (e: unknown) => (it.throw ? map(await it.throw(e)) : Promise.reject(e)),
    [Symbol.asyncIterator]() {
      return this;
    },
  } as AsyncGenerator<R, void, void>;
}
