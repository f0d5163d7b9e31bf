import { pages } from '../src/outline';

/** The first mermaid diagram of the page at `route`, as its outline writes it. */
export function diagramOf(route: string): string {
  const page = pages().find((each) => each.route === route);
  const sections = page && 'sections' in page ? page.sections : [];
  const diagram = sections.find((section) => section.diagram)?.diagram;
  if (!diagram) throw new Error(`No diagram on ${route}`);
  return diagram;
}

/** The labels a flowchart's source gives its nodes (`A["…"]`, `C{"…"}`) and edges (`|"…"|`). */
export function labelsOf(source: string): string[] {
  const found = source.matchAll(/\["([^"]+)"\]|\{"([^"]+)"\}|\|"?([^|"]+)"?\|/g);
  return [...new Set([...found].map((match) => match[1] ?? match[2] ?? match[3] ?? ''))];
}
