import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type Plugin } from 'vite';

const run = promisify(execFile);

describe('a production build', () => {
  it('stops with a clear message while the contact keys are placeholders', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'build-'));
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
    try {
      const result = await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { env }).then(
        () => ({ failed: false, output: '' }),
        (error: { stderr: string; stdout: string }) => ({ failed: true, output: error.stderr + error.stdout }),
      );
      expect(result.failed).toBe(true);
      expect(result.output).toContain(
        "The contact form's keys are not set: VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID, VITE_RECAPTCHA_SITE_KEY",
      );
      expect(result.output).toContain('src/content/contact.ts');
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('stops with a message naming the résumé file when it is missing', async () => {
    // The owner's profile.ts as it is, but importing a résumé that is not there.
    const profile = path.resolve('src/content/profile.ts');
    const missingResume: Plugin = {
      name: 'test:missing-resume',
      enforce: 'pre',
      load: async (id) =>
        id === profile ? (await readFile(id, 'utf8')).replace("'@/demo/resume.pdf", "'./missing-resume.pdf") : null,
    };
    // Only the content module as input: the same config and resolution, without bundling the whole site.
    const error = await build({
      mode: 'e2e',
      logLevel: 'silent',
      plugins: [missingResume],
      build: { write: false, rolldownOptions: { input: profile } },
    }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toMatchObject({
      message: expect.stringMatching(
        /Could not resolve '\.\/missing-resume\.pdf\?no-inline' in src\/content\/profile\.ts/,
      ),
    });
  }, 60_000);
});
