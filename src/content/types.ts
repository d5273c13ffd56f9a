// The types of everything an owner edits, inferred from its shape in schema.ts (each field's meaning is
// written there). Components receive these as props. Type-only imports: no code of the schema runs in
// the page.
import type { z } from 'zod';
import type * as schema from './schema';

/** A raster image imported from src/content/ with the place it fills (`?portrait`, `?card`). */
export type ContentImage = z.infer<typeof schema.contentImage>;

/** An image of the page: a raster image made by the build, or an SVG's URL, passed through as it is. */
export type Image = ContentImage | string;

/** An image made for one place: one imported for another does not fit it (TypeScript says so). */
export type ImageFor<Place extends NonNullable<ContentImage['place']>> = z.infer<(typeof schema)[`${Place}Image`]>;

/** A run of title text; `emphasis` renders it as <em> or <strong>, never as raw HTML. */
export type TitlePart = z.infer<typeof schema.titlePart>;
export type Tag = z.infer<typeof schema.tag>;
export type Project = z.infer<typeof schema.project>;
export type Profile = z.infer<typeof schema.profile>;
/** A profile elsewhere: its visible text ("GitHub") and its address. It opens in a new tab. */
export type ProfileLink = z.infer<typeof schema.profileLink>;
export type Resume = z.infer<typeof schema.resume>;
/** Public keys of the contact form (EmailJS and reCAPTCHA). */
export type ContactKeys = z.infer<typeof schema.contactKeys>;
/** How the site presents itself to search engines and when shared. */
export type Site = z.infer<typeof schema.site>;
/** Every text the page writes itself, beside the content: its English words are the defaults. */
export type PageTexts = z.infer<typeof schema.pageTexts>;
/** The texts an owner changes (src/content/texts.ts): those given replace the English ones, the rest stay. */
export type TextOverrides = z.infer<typeof schema.textOverrides>;
/** The whole content, each part as its file exports it. */
export type Content = z.infer<typeof schema.content>;
/** The content of the sections you add, each by its name in schema.ts: `Sections['now']`. */
export type Sections = z.infer<typeof schema.sections>;
