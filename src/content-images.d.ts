// Read before vite/client (see tsconfig.app.json), whose declarations of the same patterns say
// `string`. A raster image in src/content/ names the place it fills, and becomes a ContentImage the
// build made for it (scripts/plugins/contentImages.ts): `import photo from './images/me.jpg?portrait'`,
// `import shot from './images/shot.png?card'`. Imported with no place, it is an image that cannot
// fill one: TypeScript says so where it is used, and the content check names the import. With another
// query (`?no-inline`, `?url`) an import stays a URL. HEIC, TIFF and GIF files resolve too, to an
// image whose `problem` says how to convert them.

type ContentImageModule = import('./content/types').ContentImage;

/** A raster image imported without its place: not an image the page can show. */
interface ImageWithoutPlace {
  readonly addToTheImport: '?portrait (your photo) or ?card (a project image)';
}

declare module '*?portrait' {
  const image: ContentImageModule & { readonly place: 'portrait' };
  export default image;
}
declare module '*?card' {
  const image: ContentImageModule & { readonly place: 'card' };
  export default image;
}
declare module '*.jpg' {
  const image: ImageWithoutPlace;
  export default image;
}
declare module '*.jpeg' {
  const image: ImageWithoutPlace;
  export default image;
}
declare module '*.png' {
  const image: ImageWithoutPlace;
  export default image;
}
declare module '*.webp' {
  const image: ImageWithoutPlace;
  export default image;
}
declare module '*.avif' {
  const image: ImageWithoutPlace;
  export default image;
}
declare module '*.gif' {
  const image: ImageWithoutPlace;
  export default image;
}
declare module '*.heic' {
  const image: ImageWithoutPlace;
  export default image;
}
declare module '*.heif' {
  const image: ImageWithoutPlace;
  export default image;
}
declare module '*.tif' {
  const image: ImageWithoutPlace;
  export default image;
}
declare module '*.tiff' {
  const image: ImageWithoutPlace;
  export default image;
}
