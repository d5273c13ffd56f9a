/** Opens a link in a new tab that has no handle on this page (no `window.opener`) and is sent no referrer. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
