import type { TitlePart } from '@/content/types';

/** Renders a title's runs with their emphasis as elements: text from content is never parsed as HTML. */
export function TitleText({ parts }: { readonly parts: readonly TitlePart[] }) {
  return parts.map((part, index) => {
    if (typeof part === 'string') return part;
    const Emphasis = part.emphasis;
    return <Emphasis key={index}>{part.text}</Emphasis>;
  });
}
