/**
 * The site built from an owner's content made at test time (scripts/cli/owner-content.ts, in
 * `npm run build:e2e`): a phone photo, full-HD screenshots and 12 projects with long unbroken words.
 */
export const OWNER_PORT = 4175;
export const OWNER_URL = `http://127.0.0.1:${OWNER_PORT}/`;
export const OWNER_PROJECTS = 12;
