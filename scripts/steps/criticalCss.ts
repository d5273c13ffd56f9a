// The stylesheet that blocks the first render holds only what the prerendered pages use: the rules
// whose selectors match an element of a page in some state a visitor can put it in (hover, focus,
// typing, or through the navigation's code: a section link active, the menu open), and the custom
// properties those rules and the pages' own styles read. The whole stylesheet is fetched with the
// contact form's code and applied before the form hydrates, so the form and its notifications keep
// every rule, in the order the cascade expects.
import { JSDOM } from 'jsdom';
import postcss, { type Container, type Root } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * The pseudo-classes whose match changes as the visitor moves, focuses, types or follows a link:
 * a selector with one of them may match later, so it is judged without it.
 */
const DYNAMIC = new Set([
  ':hover',
  ':focus',
  ':focus-visible',
  ':focus-within',
  ':active',
  ':visited',
  ':target',
  ':target-within',
  ':checked',
  ':indeterminate',
  ':disabled',
  ':enabled',
  ':placeholder-shown',
  ':autofill',
  ':valid',
  ':invalid',
  ':user-valid',
  ':user-invalid',
  ':in-range',
  ':out-of-range',
  ':read-only',
  ':read-write',
  ':open',
  ':popover-open',
  ':modal',
  ':fullscreen',
  ':playing',
  ':paused',
]);

/** The pseudo-elements CSS 2 wrote with one colon. */
const LEGACY_PSEUDO_ELEMENTS = new Set([':before', ':after', ':first-line', ':first-letter']);

/**
 * The attributes the page's own code at start changes as the visitor uses the page (the section
 * links, the burger and its menu, the pause control, a Send held before the form works): a rule
 * that needs one of them must be in place before the whole stylesheet, which arrives with the
 * contact form.
 */
const STATE_ATTRIBUTES = new Set([
  'data-active',
  'aria-current',
  'aria-expanded',
  'data-opened',
  'data-open',
  'aria-pressed',
  'aria-busy',
]);

const isState = (node: selectorParser.Node) => {
  if (selectorParser.isAttribute(node)) return STATE_ATTRIBUTES.has(node.attribute.toLowerCase());
  if (!selectorParser.isPseudo(node)) return false;
  const name = node.value.toLowerCase();
  // ::before, ::placeholder…: the element it belongs to decides. :-webkit-autofill, :-moz-focusring…: states.
  return name.startsWith('::') || name.startsWith(':-') || LEGACY_PSEUDO_ELEMENTS.has(name) || DYNAMIC.has(name);
};

/** Whether the node stands alone between combinators (or the ends of its selector). */
const alone = (node: selectorParser.Node) => {
  const previous = node.prev();
  const next = node.next();
  return (!previous || selectorParser.isCombinator(previous)) && (!next || selectorParser.isCombinator(next));
};

/**
 * The selector without its pseudo-elements, state pseudo-classes and state attributes: it matches
 * every element the original could match in some state. A state inside :not() takes the :not()
 * with it (`:not(:hover)` may match any element); a state alone in its compound becomes `*`.
 */
export function broaden(selector: string): string {
  return selectorParser((root) => {
    const states: selectorParser.Node[] = [];
    root.walk((node) => {
      if (isState(node)) states.push(node);
    });
    for (const state of states) {
      let removed: selectorParser.Node = state;
      for (let node = state.parent?.parent; node; node = node.parent?.parent) {
        if (selectorParser.isPseudo(node) && node.value.toLowerCase() === ':not') removed = node;
      }
      // Already gone with a :not() around it.
      if (!removed.parent) continue;
      if (alone(removed)) removed.replaceWith(selectorParser.universal());
      else removed.remove();
    }
  }).processSync(selector);
}

/** Whether some page could show an element the selector styles. A selector the parser cannot read is kept. */
function matcher(documents: readonly Document[]) {
  return (selector: string) => {
    try {
      const broadened = broaden(selector);
      return documents.some((document) => document.querySelector(broadened) !== null);
    } catch {
      return true;
    }
  };
}

const VARIABLE_USE = /var\(\s*(--[\w-]+)/g;
const readVariables = (text: string) => [...text.matchAll(VARIABLE_USE)].map((match) => match[1] ?? '');

/**
 * Removes the at-rules (media queries, @supports) that no longer hold anything. A layer stays, empty
 * or not: the order in which the layers first appear is the order of their precedence.
 */
function removeEmpty(container: Container) {
  container.each((node) => {
    if (node.type !== 'atrule' && node.type !== 'rule') return;
    if (node.nodes === undefined) return;
    removeEmpty(node);
    if (node.nodes.length === 0 && !(node.type === 'atrule' && node.name.toLowerCase() === 'layer')) node.remove();
  });
}

/**
 * Whether the rule is judged as it is written: a nested rule (`&`) or one in @scope depends on
 * another selector, and is kept rather than judged wrong.
 */
const judgedAlone = (rule: postcss.Rule) => {
  if (rule.selector.includes('&') || rule.parent?.type === 'rule') return false;
  for (let node: postcss.Node | undefined = rule.parent as postcss.Node | undefined; node; node = node.parent) {
    if (node.type === 'atrule' && (node as postcss.AtRule).name.toLowerCase() === 'scope') return false;
  }
  return true;
};

/** The pages' own styles: their style attributes and <style> elements (Mantine's theme variables). */
const ownStyles = (documents: readonly Document[]) =>
  documents.flatMap((document) => [
    ...[...document.querySelectorAll('[style]')].map((element) => element.getAttribute('style') ?? ''),
    ...[...document.querySelectorAll('style')].map((element) => element.textContent),
  ]);

/**
 * The custom properties the kept rules and the pages' own styles read (style attributes, and the
 * <style> elements in which Mantine sets the theme's variables), through each other too.
 */
function usedVariables(root: Root, own: readonly string[]): Set<string> {
  const definitions = new Map<string, string[]>();
  const used = new Set<string>();
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--'))
      definitions.set(declaration.prop, [...(definitions.get(declaration.prop) ?? []), declaration.value]);
    else readVariables(declaration.value).forEach((name) => used.add(name));
  });
  own.flatMap(readVariables).forEach((name) => used.add(name));
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of definitions.get(name) ?? []) {
      for (const read of readVariables(value)) {
        if (used.has(read)) continue;
        used.add(read);
        pending.push(read);
      }
    }
  }
  return used;
}

/** The rules of `css` that the prerendered `pages` (whole HTML documents) need to show as they are. */
export function criticalCss(css: string, pages: readonly string[]): string {
  const root = postcss.parse(css);
  const documents = pages.map((html) => new JSDOM(html).window.document);
  const matches = matcher(documents);
  root.walkRules((rule) => {
    // A keyframe's selector is a percentage, not an element.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    // A list is kept whole: a browser drops a whole list for one selector it does not know, and a
    // part kept alone could start to apply.
    if (judgedAlone(rule) && !rule.selectors.some(matches)) rule.remove();
  });
  const own = ownStyles(documents);
  const used = usedVariables(root, own);
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && !used.has(declaration.prop)) declaration.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  // A keyframes block stays when its name is written in any value kept, or in the pages' own styles:
  // in `animation`, `-webkit-animation`, or a custom property that one of them reads.
  const values = [...own];
  root.walkDecls((declaration) => void values.push(declaration.value));
  const words = new Set(values.flatMap((value) => value.split(/[\s,()"']+/)));
  root.walkAtRules(/keyframes$/i, (keyframes) => {
    if (!words.has(keyframes.params.replace(/^["']|["']$/g, ''))) keyframes.remove();
  });
  removeEmpty(root);
  return root.toString();
}

/**
 * The whole stylesheet as it follows the critical one: without the @font-face rules the critical
 * one already declares. A face declared again joins the document's font set as a new face, and the
 * browser then resolves every font of the page anew and lays the whole page out again, just as the
 * form comes near (on the owner fixture's page, 11 ms of layout unthrottled against 0.4 ms).
 */
export function laterCss(whole: string, critical: string): string {
  const declared = new Set<string>();
  postcss.parse(critical).walkAtRules(/^font-face$/i, (rule) => void declared.add(rule.toString()));
  const root = postcss.parse(whole);
  root.walkAtRules(/^font-face$/i, (rule) => {
    if (declared.has(rule.toString())) rule.remove();
  });
  return root.toString();
}
