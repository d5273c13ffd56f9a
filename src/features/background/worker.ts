import { createStarField, type RendererMessage, type StarField, type StarFieldInit } from './engine';
import { backgroundOptions } from './options';

export type WorkerInit = { type: 'init'; canvas: OffscreenCanvas } & StarFieldInit;
/**
 * What the worker tells the page: a shared worker that the page has connected to (`connected`), the
 * canvas taken and its first frame drawn or asked for (`ready`), and the frames a second.
 */
export type WorkerReport = { type: 'connected' } | { type: 'ready' } | { type: 'fps'; fps: number };

/** The page's end of the conversation: a dedicated worker's own scope, or a shared worker's port. */
interface Page {
  onmessage: ((event: MessageEvent<WorkerInit | RendererMessage>) => void) | null;
  postMessage(report: WorkerReport): void;
}

function drawFor(page: Page) {
  let field: StarField | undefined;
  page.onmessage = ({ data }) => {
    if (data.type === 'init') {
      field = createStarField(data.canvas, backgroundOptions, data, (fps) => page.postMessage({ type: 'fps', fps }));
      page.postMessage({ type: 'ready' });
    } else {
      field?.handle(data);
    }
  };
}

// This module runs as a shared worker (its page connects once) or a dedicated one; the DOM typings
// the project compiles with describe a window, so name the members it uses as they are in a worker.
const scope = self as unknown as Page & { onconnect?: ((event: MessageEvent) => void) | null };
if ('onconnect' in scope) {
  scope.onconnect = ({ ports: [port] }) => {
    if (!port) return;
    drawFor(port);
    // WebKit loses what a page posts to a shared worker before the worker has connected: the page
    // hands over its canvas only once this arrives.
    port.postMessage({ type: 'connected' });
  };
} else {
  drawFor(scope);
}
