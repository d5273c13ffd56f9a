// Read before vite/client (see tsconfig.app.json), whose declarations of the same patterns say
// `string`: in src/content/, profile.ts and projects.ts get a plain raster import as a ContentImage
// the build made (scripts/plugins/contentImages.ts). With a query (`?no-inline`, `?url`) an import
// stays a URL. HEIC, TIFF and GIF files resolve too, to an image whose `problem` says how to convert them.

type ContentImageModule = import('./content/types').ContentImage;

declare module '*.jpg' {
  const image: ContentImageModule;
  export default image;
}
declare module '*.jpeg' {
  const image: ContentImageModule;
  export default image;
}
declare module '*.png' {
  const image: ContentImageModule;
  export default image;
}
declare module '*.webp' {
  const image: ContentImageModule;
  export default image;
}
declare module '*.avif' {
  const image: ContentImageModule;
  export default image;
}
declare module '*.gif' {
  const image: ContentImageModule;
  export default image;
}
declare module '*.heic' {
  const image: ContentImageModule;
  export default image;
}
declare module '*.heif' {
  const image: ContentImageModule;
  export default image;
}
declare module '*.tif' {
  const image: ContentImageModule;
  export default image;
}
declare module '*.tiff' {
  const image: ContentImageModule;
  export default image;
}
