import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function restrictedImports(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message);
}

// Linting with typed rules loads the TypeScript compiler first: seconds on a busy machine.
describe('the one-way flow of imports', { timeout: 30_000 }, () => {
  it.each([
    ['src/features/about/X.tsx', "import { Island } from '@/app/islands/Island';", 'never imports app/'],
    ['src/features/about/X.tsx', "import { SiteNav } from '@/features/navigation/SiteNav';", 'another feature'],
    ['src/features/about/X.tsx', "import { profile } from '@/content/profile';", 'as props'],
    ['src/features/about/X.tsx', "import { SiteNav } from '../navigation/SiteNav';", '@/ alias'],
    ['src/lib/X.ts', "import type { Profile } from '@/content/types';", 'lib/ imports nothing'],
    ['src/content/X.ts', "import { Section } from '@/lib/Section';", 'plain data'],
    ['src/demo/X.ts', "import { profile } from '@/content/profile';", 'only the content types'],
    ['src/demo/X.ts', "import { Section } from '@/lib/Section';", 'only the content types'],
    ['src/app/start/navigation.ts', "import { useState } from 'react';", 'no framework'],
    ['src/features/navigation/sectionLinks.ts', "import { rem } from '@mantine/core';", 'no framework'],
    ['src/features/navigation/menu.ts', "import { SiteNav } from '@/features/about/SiteNav';", 'another feature'],
    ['src/app/X.tsx', "import { SERVER_ENTRY } from '../../scripts/steps/entries';", 'never imports the build'],
    ['src/app/start/navigation.ts', "import { BUDGET } from '../../scripts/steps/budget';", 'never imports the build'],
    ['src/features/about/X.tsx', "import { BUDGET } from '../../../scripts/steps/budget';", 'through the @/ alias'],
    ['scripts/steps/X.ts', "import { LIMITS } from '../../src/features/contact/validation.ts';", 'through src/app/'],
    ['scripts/plugins/X.ts', "import { profile } from '../../src/content/profile.ts';", 'through src/app/'],
    ['scripts/steps/content/X.ts', "import { profile } from '../../../src/content/profile.ts';", 'through src/app/'],
    ['dev/X.ts', "import { render } from '../src/test/render.tsx';", 'through src/app/'],
    ['vite.config.ts', "import { NEW_TAB } from './src/features/projects/ProjectCard.tsx';", 'through src/app/'],
    ['scripts/steps/X.ts', "import type { Project } from '@/features/projects/ProjectCard';", 'through src/app/'],
    ['src/features/contact/X.ts', "import { z } from 'zod';", 'only types from the content schema and zod'],
    ['src/app/config/X.ts', "import { contentSchema } from '@/content/schema';", 'only types from the content schema'],
    ['src/content/types.ts', "import { profileSchema } from './schema';", 'only types from the content schema'],
    ['src/content/X.ts', "import { profileSchema } from './schema.ts';", 'only types from the content schema'],
  ])('%s may not %s', async (file, source, message) => {
    const messages = await restrictedImports(
      file,
      `${source}\nexport const used = [${source.match(/\{ (\w+) \}/)?.[1]}];\n`,
    );
    expect(messages.join('\n')).toContain(message);
  });

  it.each([
    ['src/features/about/X.tsx', "import type { Profile } from '@/content/types';"],
    ['src/features/about/X.tsx', "import { Section } from '@/lib/Section';"],
    ['src/features/about/X.tsx', "import classes from './X.module.css';"],
    ['src/app/X.tsx', "import { AboutSection } from '@/features/about/AboutSection';"],
    ['src/app/X.tsx', "import { profile } from '@/content/profile';"],
    ['src/app/X.tsx', "import type { ServerEntry } from './prerenderContract';"],
    ['src/content/X.ts', "import { DEMO_PROFILE } from '@/demo/identity';"],
    ['src/demo/X.ts', "import type { TitlePart } from '@/content/types';"],
    ['scripts/steps/X.ts', "import { TAG_COLOR } from '../../src/app/config/theme.ts';"],
    ['scripts/steps/X.ts', "import type { Profile } from '../../src/content/types.ts';"],
    ['scripts/steps/X.ts', "import type { Profile } from '../../src/content/types';"],
    ['scripts/steps/content/X.ts', "import { profile } from '../../../src/content/schema.ts';"],
    ['src/content/X.ts', "import type * as schema from './schema';"],
    ['src/content/types.ts', "import type { z } from 'zod';"],
    ['src/app/config/X.ts', "import type { contentSchema } from '@/content/schema';"],
    ['scripts/steps/X.ts', "import { DEMO_PROFILE } from '../../src/demo/identity.ts';"],
    ['scripts/steps/X.ts', "import { escapeMarkup } from '../../src/lib/markup.ts';"],
    ['scripts/steps/X.test.ts', "import { LIMITS } from '../../src/features/contact/validation.ts';"],
    ['scripts/bench/X.ts', "import { LIMITS } from '../../src/features/contact/validation.ts';"],
  ])('%s may %s', async (file, source) => {
    expect(await restrictedImports(file, `${source}\n`)).toEqual([]);
  });

  // The feature list is the folder's listing: a new feature is under the rules without being named.
  const features = readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  it.each(features.map((entry) => entry.name))('src/features/%s/ may not import another feature', async (feature) => {
    const other = features.find((entry) => entry.name !== feature)?.name;
    const messages = await restrictedImports(
      `src/features/${feature}/X.tsx`,
      `import { X } from '@/features/${other}/X';\n`,
    );
    expect(messages.join(' ')).toContain('another feature');
  });
});
