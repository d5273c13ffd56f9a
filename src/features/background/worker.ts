import { createStarField, type RendererMessage, type StarField, type StarFieldInit } from './engine';
import { backgroundOptions } from './options';

export type WorkerInit = { type: 'init'; canvas: OffscreenCanvas } & StarFieldInit;
/** The page let this worker go (it was too slow to answer): it stops drawing and ends. */
export type WorkerStop = { type: 'stop' };
/**
 * What the worker tells the page: a shared worker that the page has connected to (`connected`), the
 * canvas taken and its first frame drawn or asked for (`ready`), and the frames a second.
 */
export type WorkerReport = { type: 'connected' } | { type: 'ready' } | { type: 'fps'; fps: number };

/** The page's end of the conversation: a dedicated worker's own scope, or a shared worker's port. */
interface Page {
  onmessage: ((event: MessageEvent<WorkerInit | WorkerStop | RendererMessage>) => void) | null;
  postMessage(report: WorkerReport): void;
}

function drawFor(page: Page, end: () => void) {
  let field: StarField | undefined;
  page.onmessage = ({ data }) => {
    if (data.type === 'stop') {
      field?.handle({ type: 'paused', paused: true });
      end();
    } else if (data.type === 'init') {
      field = createStarField(data.canvas, backgroundOptions, data, (fps) => page.postMessage({ type: 'fps', fps }));
      page.postMessage({ type: 'ready' });
    } else {
      field?.handle(data);
    }
  };
}

// This module runs as a shared worker (its page connects once) or a dedicated one; the DOM typings
// the project compiles with describe a window, so name the members it uses as they are in a worker.
const scope = self as unknown as Page & { onconnect?: ((event: MessageEvent) => void) | null; close(): void };
if ('onconnect' in scope) {
  scope.onconnect = ({ ports: [port] }) => {
    if (!port) return;
    // Named for one page alone: when that page lets it go, nothing else needs it.
    drawFor(port, () => scope.close());
    // WebKit loses what a page posts to a shared worker before the worker has connected: the page
    // hands over its canvas only once this arrives.
    port.postMessage({ type: 'connected' });
  };
} else {
  drawFor(scope, () => scope.close());
}
