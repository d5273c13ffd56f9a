// The page's print rules, written beside each component's screen rules (`@media print { … }` in its
// CSS module), leave the stylesheets the screen loads: the build links them in a stylesheet of their
// own with `media="print"`, which a browser showing the page on screen neither waits for nor applies.
import postcss from 'postcss';

/** Whether an at-rule is a media query for print alone (`@media print`), the only kind moved. */
const printOnly = (node: postcss.ChildNode): node is postcss.AtRule =>
  node.type === 'atrule' && node.name.toLowerCase() === 'media' && node.params.trim().toLowerCase() === 'print';

/**
 * Splits `css` into the rules for the screen and those for print: each top-level `@media print`
 * block leaves the first, and its rules, in their order, make the second. A query that names print
 * with anything else (`print and (min-width: …)`, `screen, print`) stays where it is.
 */
export function splitPrintCss(css: string): { readonly screen: string; readonly print: string } {
  const root = postcss.parse(css);
  const print = postcss.root();
  root.each((node) => {
    if (!printOnly(node)) return;
    node.remove();
    print.append(node.nodes ?? []);
  });
  return { screen: root.toString(), print: print.toString() };
}
