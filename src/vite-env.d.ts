/// <reference types="vite/client" />

// The variables the build reads are named once, in src/app/contactSettings.ts.
interface ImportMetaEnv extends Readonly<import('./app/contactSettings').ContactEnv> {}
