// React writes a host element's only text child as the element's textContent; Preact keeps a text node and updates
// that node in place. Code that rewrites such an element's text itself then leaves Preact updating a node that is no
// longer on the page: MUI X's date fields put each section's text back with innerHTML after every keystroke, so the
// next digit was typed against stale text (a year of "0202"). Before each element is diffed, one string or number
// child becomes the element's textContent property, as in React. A textarea keeps its children (its value), and SVG's
// text elements keep their text node (Preact writes SVG props as attributes, and nothing rewrites them).
// `__b` is Preact's before-diff hook (`options._diff`, mangled in its build). preact is pinned, and DateInput's test in
// libs/ui (each section shows the digits typed into it) fails without this.
import { options } from 'preact';

const KEEP_TEXT_NODE = new Set(['textarea', 'text', 'tspan', 'textPath', 'title', 'desc', 'style', 'script']);

const beforeDiff = options.__b;
options.__b = (vnode) => {
  const { type, props } = vnode;
  if (typeof type === 'string' && !KEEP_TEXT_NODE.has(type) && props && !props.dangerouslySetInnerHTML) {
    const child = props.children;
    if (typeof child === 'string' || typeof child === 'number' || typeof child === 'bigint') {
      vnode.props = { ...props, children: undefined, textContent: String(child) };
    }
  }
  if (beforeDiff) beforeDiff(vnode);
};
