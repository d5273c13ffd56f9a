// The texts an owner overrides (src/content/texts.ts): each one a text the page knows (the schema's
// pageTexts), written (not empty), and one with a value in it a function that puts each value it is
// given in its sentence (as it is, or as the language writes the number).
import { z } from 'zod';
import { pageTexts, textOverrides } from '../../../src/content/schema.ts';
import { describe, isRecord, meant, normalise } from './words.ts';

const KEEP = 'Write it, or remove the line to keep the English one.';
const TEXTS = pageTexts.unwrap().shape;
const example = (name: string) => `${name}: (value) => \`… \${value} …\``;

/** What the page gives a text's function to say: numbers (a limit, a count, seconds, a status) or texts. */
function sampleValues(text: z.ZodFunction): (string | number)[] {
  const values = text.def.input;
  const items = values instanceof z.ZodTuple ? (values.def.items as z.ZodType[]) : [];
  return items.map((value, i) => (value instanceof z.ZodNumber ? 4321 + i : `VALUE-${i + 1}`));
}

/** A text the page calls with its values: why what it says is not what the page needs, if it is not. */
function calledProblem(name: string, said: (...values: unknown[]) => unknown, language: string): string | undefined {
  const text = TEXTS[name as keyof typeof TEXTS];
  const args = text instanceof z.ZodFunction ? sampleValues(text) : [];
  let sentence: unknown;
  try {
    sentence = said(...args);
  } catch (error) {
    return `fails when the page calls it (${error instanceof Error ? error.message : String(error)}). ${KEEP}`;
  }
  if (typeof sentence !== 'string' || normalise(sentence) === '') return `is empty. ${KEEP}`;
  const written = (arg: string | number) =>
    typeof arg === 'string' ? [arg] : [String(arg), arg.toLocaleString('en-US'), arg.toLocaleString(language)];
  const lost = args.some((arg) => !written(arg).some((form) => sentence.includes(form)));
  return lost ? `leaves out the value it is given: put it in the text (${example(name)}).` : undefined;
}

/**
 * Each text of the owner's with a problem, in the order written: its name, and what is wrong and the fix.
 * The export itself, where it is not an object of texts, is the one problem.
 */
export function textProblems(texts: unknown, language: string): [string, string][] {
  if (texts === undefined) return [];
  if (!isRecord(texts))
    return [
      [
        'texts',
        `is ${describe(texts)}: the file must export texts as an object in { }, where {} keeps every English text. docs/texts.md lists the texts.`,
      ],
    ];
  const found = new Map<string, string>();
  const result = textOverrides.safeParse(texts);
  for (const issue of result.error?.issues ?? []) {
    if (issue.code === 'unrecognized_keys')
      for (const name of issue.keys) {
        const guess = meant(name, Object.keys(TEXTS));
        found.set(
          name,
          `is not a text the page writes.${guess ? ` Did you mean ${guess}?` : ''} docs/texts.md lists them.`,
        );
      }
    else if (issue.code === 'invalid_type') {
      const name = String(issue.path[0]);
      const value = texts[name];
      found.set(
        name,
        issue.expected === 'function'
          ? `is ${describe(value)}: it has a value in it, so it is a function (${example(name)}). ${KEEP}`
          : `is ${describe(value)}, not a text in quotes. ${KEEP}`,
      );
    }
  }
  // Of the right kind, a text may still say nothing, or leave out its value.
  for (const [name, value] of Object.entries(texts)) {
    if (found.has(name)) continue;
    const problem =
      typeof value === 'function'
        ? calledProblem(name, value as (...values: unknown[]) => unknown, language)
        : normalise(String(value)) === ''
          ? `is empty. ${KEEP}`
          : undefined;
    if (problem) found.set(name, problem);
  }
  return Object.keys(texts).flatMap((name): [string, string][] => {
    const problem = found.get(name);
    return problem ? [[name, problem]] : [];
  });
}
