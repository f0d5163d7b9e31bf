// The verdict on each line and the table `npm run size` prints (Markdown, so the README can
// show it as it is).
import { FILES_TARGET } from './lines.mjs';

const KB = 1024;
export const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
const files = (count) => `${count} ${count === 1 ? 'file' : 'files'}`;
/** "39.21 KB, 12 files". */
export const sized = ({ gzip, files: count }) => `${kb(gzip)}, ${files(count)}`;

/**
 * What of a line's figures is past its budget, in words (empty when none is): the up-front
 * bytes, the up-front files, the all-in bytes; a line with `minBudget` is judged on its
 * minified up-front bytes alone.
 */
export function overBudget(line, { upFront, allIn }) {
  if (line.minBudget !== undefined) {
    return upFront.min > line.minBudget
      ? [`${upFront.min} bytes minified > ${line.minBudget}`]
      : [];
  }
  const { budget } = line;
  const over = [];
  if (upFront.gzip > budget.upFront)
    over.push(`up front ${kb(upFront.gzip)} > ${kb(budget.upFront)}`);
  if (upFront.files > budget.files) over.push(`${files(upFront.files)} up front > ${budget.files}`);
  if (budget.allIn !== undefined && allIn && allIn.gzip > budget.allIn) {
    over.push(`all-in ${kb(allIn.gzip)} > ${kb(budget.allIn)}`);
  }
  return over;
}

/** The target for a line: its own bytes, if it has one, and the files cap. */
export function targetOf(line) {
  if (line.minBudget !== undefined || line.target?.files === null) return '';
  const bytes = line.target?.upFront;
  const cap = files(line.target?.files ?? FILES_TARGET);
  return bytes === undefined ? cap : `${kb(bytes)}, ${cap}`;
}

/** How far a figure is past the target, or '' when it meets it. */
export function gapOf(line, { upFront }) {
  if (line.minBudget !== undefined) return '';
  const gaps = [];
  const bytes = line.target?.upFront;
  if (bytes !== undefined && upFront.gzip > bytes) gaps.push(`+${kb(upFront.gzip - bytes)}`);
  const cap = line.target?.files === null ? Infinity : (line.target?.files ?? FILES_TARGET);
  if (upFront.files > cap) gaps.push(`+${files(upFront.files - cap)}`);
  return gaps.join(', ');
}

const HEADER = [
  '',
  'line',
  'up front',
  'budget',
  'target',
  'over target',
  'all-in',
  'budget',
  'provider up front',
  'provider all-in',
];

/** One row: the verdict, the line, its figures and budgets, and the provider's beside. */
export function rowOf(line, figures, providerFigures) {
  const over = overBudget(line, figures);
  const mark = over.length ? 'OVER' : 'ok';
  if (line.minBudget !== undefined) {
    const min = `${figures.upFront.min} bytes min`;
    return [mark, line.name, min, `${line.minBudget} bytes`, '', '', '', '', '', ''];
  }
  const { budget } = line;
  return [
    mark,
    line.name,
    sized(figures.upFront),
    `${kb(budget.upFront)}, ${files(budget.files)}`,
    targetOf(line),
    gapOf(line, figures),
    figures.allIn ? sized(figures.allIn) : '',
    budget.allIn === undefined ? '' : kb(budget.allIn),
    providerFigures ? sized(providerFigures.upFront) : '',
    providerFigures?.allIn ? sized(providerFigures.allIn) : '',
  ];
}

/** Element and component names as code (`<Flow>`), so Markdown shows them rather than eat them. */
export const asCode = (text) => text.replace(/<[^>]+>/g, (tag) => `\`${tag}\``);

/** A Markdown table of `rows` under the header, columns padded to line up in a terminal. */
export function markdownTable(rows, header = HEADER) {
  const all = [header, ...rows].map((row) => row.map(asCode));
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const render = (row) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [render(all[0]), rule, ...all.slice(1).map(render)].join('\n');
}
