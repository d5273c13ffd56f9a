// For the tests: a content folder as an owner writes it by hand, with a picture and the files every
// site has. Each test writes its own profile.ts and projects.ts beside them (importing './me.svg').
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeHandWrittenContent(dir: string): Promise<void> {
  const files = {
    'me.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
    'site.ts':
      "import icon from './me.svg?no-inline';\nexport const site = { url: 'https://lovelace.dev/', description: 'Ada.', favicon: icon, touchIcon: icon };\n",
    'contact.ts':
      "export const contactKeys = { emailjsPublicKey: 'pk', emailjsServiceId: 'service', emailjsTemplateId: 'template', recaptchaSiteKey: 'key' };\n",
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
}
