// The source of each measured app: it imports what a user's app would and uses it (an app
// build keeps no entry exports: what the entry does not use, the build drops).

/**
 * An entry that imports `names` from each module of `imports` ([module, names] pairs; names
 * `*` for the whole module, `default` for its default export) and keeps them on a global.
 */
export function appUsing(imports) {
  const lines = [];
  const used = [];
  imports.forEach(([module, names], index) => {
    const from = JSON.stringify(module);
    if (names === '*') {
      lines.push(`import * as all${index} from ${from};`);
      used.push(`all${index}`);
    } else if (names === 'default') {
      lines.push(`import default${index} from ${from};`);
      used.push(`default${index}`);
    } else {
      lines.push(`import { ${names.join(', ')} } from ${from};`);
      used.push(...names);
    }
  });
  return `${lines.join('\n')}\nglobalThis.__sizeApp = [${used.join(', ')}];\n`;
}

/** An entry that only imports modules for what they do when loaded (define an element). */
export const appLoading = (modules) =>
  `${modules.map((module) => `import ${JSON.stringify(module)};`).join('\n')}\n`;

/** An entry that calls each of `calls` ([module, function] pairs) once, as a page's script does. */
export function appCalling(calls) {
  const imports = calls.map(
    ([module, name]) => `import { ${name} } from ${JSON.stringify(module)};`,
  );
  return `${imports.join('\n')}\n${calls.map(([, name]) => `${name}();`).join('\n')}\n`;
}
