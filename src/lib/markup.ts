const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text made safe to write into HTML or XML, as element content or a quoted attribute value: the five
 * characters XML reserves become entities (HTML knows all five too).
 */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
