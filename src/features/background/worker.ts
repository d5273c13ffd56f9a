import { createStarField, type RendererMessage, type StarField, type StarFieldInit } from './engine';
import { backgroundOptions } from './options';

export type WorkerInit = { type: 'init'; canvas: OffscreenCanvas } & StarFieldInit;
export type WorkerReport = { type: 'fps'; fps: number };

// This module runs as a dedicated worker; the DOM typings the project compiles with describe a
// window, so name the two members it uses as they are in a worker.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerInit | RendererMessage>) => void) | null;
  postMessage(report: WorkerReport): void;
};

let field: StarField | undefined;

scope.onmessage = ({ data }) => {
  if (data.type === 'init') {
    field = createStarField(data.canvas, backgroundOptions, data, (fps) => scope.postMessage({ type: 'fps', fps }));
  } else {
    field?.handle(data);
  }
};
