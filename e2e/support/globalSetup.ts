import { rmSync } from 'node:fs';
import { E2E_OUTBOX } from './mail.ts';

// Each run starts with an empty outbox.
export default function globalSetup() {
  rmSync(E2E_OUTBOX, { force: true });
}
