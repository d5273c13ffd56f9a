/** The two entries of the build: the browser's (the islands) and the prerender's (the pages). */
export const CLIENT_ENTRY = 'src/app/start/entry-client.ts';
export const SERVER_ENTRY = 'src/app/prerender/entry-server.tsx';

/** What the browser entry loads by import(): the background once idle, the contact form as it comes near. */
export const BACKGROUND_ENTRY = 'src/features/background/start.ts';
export const CONTACT_ENTRY = 'src/app/islands/contactClient.tsx';
