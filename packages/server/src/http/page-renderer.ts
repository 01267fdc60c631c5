// The web build's server entry (dist/.ssr/entry-server.js) run in a worker thread of its own, for pages rendered per
// request (a shared post). Off the main thread, a long post's render does not hold up every other request; outside
// tsx's module loader (execArgv: []), the bundle and its packages load once each, as in a plain `node` (under tsx
// Mantine's context came in two copies and every render failed).
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Language } from '@gamefolk/contract';

const workerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const entry = import(workerData.entry);
entry.then(() => parentPort.postMessage({ ready: true }));
parentPort.on('message', async ({ id, share, language, lookup }) => {
  try {
    const server = await entry;
    const { page, queries } = await server.renderSharedPost(share, language, lookup);
    // A visitor who only reads the post downloads no app (docs/decisions.md, "The welcome page starts its app on
    // intent"); the frame sent while this worker starts draws the post with the app, so it starts at once.
    const document = server.startOnIntent(
      server.pageDocument(workerData.template, page, language, server.queriesBlock(queries)),
    );
    parentPort.postMessage({ id, document });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});`;

/** A render that takes longer is given up (and its worker replaced): no post may hold the page forever. */
const RENDER_TIMEOUT_MS = 10_000;

interface Pending {
  resolve: (document: string) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export interface PageRenderer {
  /**
   * The whole HTML document of `/shared/{share}`; `lookup` is what the entry's renderSharedPost takes. Null while
   * the worker is still loading the app (seconds, once): the caller sends the build's frame meanwhile.
   */
  sharedPost(share: string, language: Language, lookup: unknown): Promise<string | null>;
  close(): Promise<void>;
}

export function pageRenderer(entryFile: string, template: string): PageRenderer {
  let current: { worker: Worker; pending: Map<number, Pending>; ready: boolean } | undefined;
  let nextId = 0;

  const start = () => {
    const worker = new Worker(workerCode, {
      eval: true,
      execArgv: [],
      workerData: { entry: pathToFileURL(entryFile).href, template },
    });
    worker.unref();
    const pending = new Map<number, Pending>();
    const settled = (id: number) => {
      const waiting = pending.get(id);
      if (waiting) clearTimeout(waiting.timer);
      pending.delete(id);
      return waiting;
    };
    const started = { worker, pending, ready: false };
    worker.on('message', (message: { ready?: true; id: number; document?: string; error?: string }) => {
      if (message.ready) return void (started.ready = true);
      const { id, document, error } = message;
      const waiting = settled(id);
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(document!);
    });
    const fail = (error: Error) => {
      if (current?.worker === worker) current = undefined;
      for (const id of [...pending.keys()]) settled(id)?.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the page renderer stopped (exit code ${code})`)));
    return started;
  };

  return {
    sharedPost(share, language, lookup) {
      current ??= start();
      const { worker, pending, ready } = current;
      if (!ready) return Promise.resolve(null);
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`rendering /shared/${share} took over ${RENDER_TIMEOUT_MS} ms`));
          void worker.terminate();
        }, RENDER_TIMEOUT_MS);
        pending.set(id, { resolve, reject, timer });
        worker.postMessage({ id, share, language, lookup });
      });
    },
    async close() {
      const worker = current?.worker;
      current = undefined;
      await worker?.terminate();
    },
  };
}
