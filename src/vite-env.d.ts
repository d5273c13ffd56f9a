/// <reference types="vite/client" />

// The variables the build reads are named once, in src/app/config/contactSettings.ts.
interface ImportMetaEnv extends Readonly<import('./app/config/contactSettings').ContactEnv> {}
