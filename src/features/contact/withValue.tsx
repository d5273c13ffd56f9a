import { Fragment, type ReactNode } from 'react';

/**
 * A sentence of the page's texts with a value in it, the value drawn as `shown` (a link): the text
 * is asked for with the value, and the value's place found in it, whatever the language's word order.
 */
export function withValue(text: (value: string) => string, value: string, shown: ReactNode): ReactNode {
  const sentence = text(value);
  const at = sentence.indexOf(value);
  if (at < 0) return sentence;
  return (
    <Fragment>
      {sentence.slice(0, at)}
      {shown}
      {sentence.slice(at + value.length)}
    </Fragment>
  );
}
