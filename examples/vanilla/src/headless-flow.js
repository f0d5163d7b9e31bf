// The sign-in flow driven headless: @gatehouse/core's engine (createFlow) and a small DOM
// view of its screens, with the flow's log (spec 001 §8's messages) shown beside it. The page
// uses it when it is given a `googleClientUrl`, an engine option that <gatehouse-flow> has no
// attribute for: so a test can point One Tap at the emulator's stand-in for Google's script,
// and nothing is loaded from the internet. Everything is built with DOM calls and
// textContent: screen texts and log details are data, never parsed as HTML.
import { createFlow, FLOW_PART_TEXTS, fillTemplate, localeOf } from '@gatehouse/core';

const INPUT_TYPES = { email: 'email', password: 'password', passcode: 'text', phone: 'tel' };

function make(tag, text) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Render `container`'s flow with `client`, the page's words in `texts`; answers a function
 * that ends it.
 */
export function mountHeadlessFlow(container, client, options, texts) {
  const flow = createFlow(client, options);
  // The debugger's words (the log's empty text), the flow's locale's once loaded.
  let parts = FLOW_PART_TEXTS.en;
  FLOW_PART_TEXTS.load(localeOf(options.locale)).then(
    (loaded) => {
      parts = loaded;
    },
    () => undefined,
  );
  const view = make('div');
  const log = make('section');
  log.setAttribute('aria-labelledby', 'flow-log-heading');
  const logHeading = make('h3', texts('flowLog'));
  logHeading.id = 'flow-log-heading';
  const logList = make('ul');
  logList.id = 'flow-log';
  log.append(logHeading, logList);
  container.replaceChildren(view, log);

  const formValue = (name) => flow.$form.get().values[name];

  function renderNode(node, values) {
    switch (node.type) {
      case 'text': {
        const text = fillTemplate(node.text, values);
        return make(node.variant === 'title' ? 'h3' : 'p', text);
      }
      case 'input': {
        const label = make('label', node.label);
        const input = make('input');
        input.name = node.name;
        input.type = INPUT_TYPES[node.inputType] ?? 'text';
        if (node.autoComplete) input.autocomplete = node.autoComplete;
        input.value = String(formValue(node.name) ?? '');
        input.addEventListener('input', () => flow.setValue(node.name, input.value));
        label.append(' ', input);
        const wrapper = make('p');
        wrapper.append(label);
        return wrapper;
      }
      case 'button': {
        const button = make('button', node.label);
        button.type = 'button';
        button.addEventListener('click', () => flow.press(node.interactionId));
        return button;
      }
      case 'container': {
        const group = make('div');
        for (const child of node.children) {
          const rendered = renderNode(child, values);
          if (rendered) group.append(rendered);
        }
        return group;
      }
      default:
        // oneTap: the engine prompts with Google's script; the node itself shows nothing.
        return undefined;
    }
  }

  const unsubscribeState = flow.$state.subscribe((state) => {
    if (state.status !== 'screen' || !state.screen) {
      view.replaceChildren(make('p', state.status === 'failed' ? texts('flowUnavailable') : ''));
      view.dataset.screen = '';
      return;
    }
    // One render per screen (and per error): typing must not rebuild the inputs.
    const key = `${state.stepId}:${state.screenState?.errorText ?? ''}`;
    if (view.dataset.key === key) return;
    view.dataset.key = key;
    view.dataset.screen = state.screenId ?? '';
    const values = { ...state.screenState?.form, ...flow.$form.get().values };
    const nodes = [];
    for (const node of state.screen.nodes) {
      const rendered = renderNode(node, values);
      if (rendered) nodes.push(rendered);
    }
    if (state.screenState?.errorText) {
      const alert = make('p', state.screenState.errorText);
      alert.setAttribute('role', 'alert');
      nodes.push(alert);
    }
    view.replaceChildren(...nodes);
  });

  const unsubscribeLog = flow.$log.subscribe((entries) => {
    if (!entries.length) {
      logList.replaceChildren(make('li', parts('noErrors')));
      return;
    }
    logList.replaceChildren(
      ...entries.map((entry) => {
        const item = make('li', `${entry.level}: ${entry.message}`);
        item.dataset.level = entry.level;
        return item;
      }),
    );
  });

  flow.start().catch(() => {
    // The engine reports failures through its state and log.
  });
  return () => {
    unsubscribeState();
    unsubscribeLog();
    flow.destroy();
  };
}
