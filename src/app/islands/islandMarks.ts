/**
 * What an island's container is marked with when React found its prerendered HTML unlike what its
 * code draws (src/app/islands/hydrate.tsx): the browser tests look for it.
 */
export const HYDRATION_FAILED = 'data-hydration-failed';
