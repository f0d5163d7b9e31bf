// Bundled into the test page of content-reader.test.ts: core's reader as an app would ship it,
// and the plainest renderer of its tree (createElement, setAttribute, text nodes; never
// innerHTML), so the test sees what a page built from the provider's content can run.
import { type ContentNode, readContent } from '@gatehouse/core';

const SVG = 'http://www.w3.org/2000/svg';

function render(nodes: readonly ContentNode[], parent: Element): void {
  for (const node of nodes) {
    if (node.kind === 'text') {
      parent.append(document.createTextNode(node.text));
    } else if (node.kind === 'unsupported') {
      const marker = document.createElement('span');
      marker.dataset.unsupported = node.tag;
      marker.textContent = `Unsupported component ${node.tag}`;
      parent.append(marker);
    } else {
      const element =
        node.tag === 'svg' || node.tag === 'path'
          ? document.createElementNS(SVG, node.tag)
          : document.createElement(node.tag);
      for (const [name, value] of Object.entries(node.attrs)) element.setAttribute(name, value);
      render(node.children, element);
      parent.append(element);
    }
  }
}

declare global {
  interface Window {
    reader: {
      read: typeof readContent;
      render: (nodes: readonly ContentNode[], parent: Element) => void;
    };
  }
}

window.reader = { read: readContent, render };
