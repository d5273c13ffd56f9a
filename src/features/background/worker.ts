import { createStarField, type RendererMessage, type StarField, type StarFieldInit } from './engine';
import { backgroundOptions } from './options';

export type WorkerInit = { type: 'init'; canvas: OffscreenCanvas } & StarFieldInit;
export type WorkerReport = { type: 'fps'; fps: number };

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
    if (port) drawFor(port);
  };
} else {
  drawFor(scope);
}
