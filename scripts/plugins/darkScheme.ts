import type { Plugin } from 'postcss';

/** A selector that applies only while Mantine's light scheme is on. */
const LIGHT_SCHEME = /\[data-mantine-color-scheme=(["']?)light\1\]/;

/**
 * The page forces Mantine's dark scheme (Providers.tsx), so Mantine's rules and variables for the
 * light one never apply: they are dropped from the stylesheets, the one that blocks the first render
 * among them. A rule for both schemes keeps its dark selectors.
 */
export function darkSchemeOnly(): Plugin {
  return {
    postcssPlugin: 'dark-scheme-only',
    Rule(rule) {
      const kept = rule.selectors.filter((selector) => !LIGHT_SCHEME.test(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    },
  };
}
