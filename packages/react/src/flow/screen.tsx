import { Fragment, type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import {
  type ButtonNode,
  type FlowForm,
  type FlowTexts,
  inputsOf,
  isSafeUrl,
  type Screen,
  type ScreenState,
  type UiNode,
} from './create';
import { fieldPartOf } from './field-parts';
import { Field } from './fields';
import { ProviderMark } from './provider-mark';

export interface ScreenViewProps {
  screen: Screen;
  screenState: ScreenState | undefined;
  direction: 'forward' | 'back';
  /** A submit or the next step is under way: clicks are ignored. */
  busy: boolean;
  /** The engine's form: values, errors and focus requests. */
  form: FlowForm;
  /** Interaction ids of buttons that cannot work here (the engine's `$disabled`). */
  disabled: readonly string[];
  /** The flow's locale, for the phone field's country names. */
  locale: string | undefined;
  /** The renderer's own words in that locale (the engine's `$texts`). */
  texts: FlowTexts;
  /**
   * The screen has error text nodes of its own (core's `hasErrorNode`), which show its error;
   * without them, the view shows the error in its own place. <Flow> asks, so that the view's
   * chunk does not share core's module with the screen reader's.
   */
  hasErrorNode: boolean;
  /**
   * Development (`<Flow debug>`): a component of the screen this renderer cannot draw shows
   * as a named note; in production it is left out (the engine logs it either way).
   */
  debug?: boolean;
  onValue(name: string, value: unknown): void;
  onButton(button: ButtonNode): void;
  onEnter(): void;
}

/** The control that stands for input `name` (a passcode's first box). */
function controlOf(root: HTMLElement | null, name: string): HTMLElement | undefined {
  const controls = root?.querySelectorAll<HTMLElement>('[data-gh-input]') ?? [];
  return [...controls].find((control) => control.dataset.ghInput === name);
}

/**
 * How many of a screen's first nodes are its heading (a title, then subtitles): the screen's
 * error goes right under them, at the top of the form, where it is seen before the fields.
 */
const headingLength = (nodes: readonly UiNode[]) => {
  const at = nodes.findIndex(
    (node) => node.type !== 'text' || (node.variant !== 'title' && node.variant !== 'subtitle'),
  );
  return at === -1 ? nodes.length : at;
};

/**
 * One flow screen: its nodes, the per-input errors and the screen's error text. The engine
 * gives the screen with its state applied (placeholders filled, componentsConfig and
 * componentsState, the error text in the error nodes): this only draws it.
 */
export function ScreenView(props: ScreenViewProps) {
  const { screen, screenState, direction, busy, form } = props;
  const { values, errors, focus } = form;
  const root = useRef<HTMLDivElement>(null);
  const baseId = useId();

  // Stagger position of each input, in document order.
  const order = useMemo(
    () => new Map(inputsOf(screen).map((input, index) => [input, index])),
    [screen],
  );

  // Focus the first input a user can change (else the first button that works) when the
  // screen appears: one the screen state made read-only or disabled is passed over.
  useEffect(() => {
    const first =
      root.current?.querySelector<HTMLElement>(
        "[data-gh-input]:not([readonly]):not([aria-readonly='true']):not(:disabled)",
      ) ?? root.current?.querySelector<HTMLElement>('button:not([data-unavailable])');
    first?.focus();
  }, []);

  // The engine asks for focus: the first invalid input, or the passcode after a wrong code.
  const focusSeq = focus?.seq;
  const focusName = focus?.name;
  useEffect(() => {
    if (focusSeq !== undefined && focusName !== undefined) {
      controlOf(root.current, focusName)?.focus();
    }
  }, [focusSeq, focusName]);

  const render = (node: UiNode, key: string): ReactNode => {
    switch (node.type) {
      case 'text': {
        const content = node.text;
        if (node.variant === 'title')
          return (
            <h2 key={key} className="gh-title">
              {content}
            </h2>
          );
        // The screen's error node: always in the page, so that a screen reader announces
        // the text when it appears; nothing shows while it is empty.
        if (node.variant === 'error')
          return (
            <div key={key} className="gh-alert gh-error" role="alert">
              {content || null}
            </div>
          );
        return (
          <p key={key} className={`gh-${node.variant ?? 'body'}`}>
            {content}
          </p>
        );
      }
      case 'input': {
        const id = `${baseId}-${node.id ?? node.name}`;
        return (
          <Field
            key={key}
            node={node}
            id={id}
            label={node.label}
            placeholder={node.placeholder}
            value={values[node.name]}
            error={errors[node.name]}
            index={order.get(node) ?? 0}
            locale={props.locale}
            onChange={(value) => props.onValue(node.name, value)}
            onEnter={props.onEnter}
          />
        );
      }
      case 'button': {
        // A button the engine disables (a passkey without WebAuthn) says why, and stays
        // focusable so that a screen reader user reaches the reason.
        const unavailable = props.disabled.includes(node.interactionId);
        // A button the screen state disables (componentsState `disable`): shown, not pressable.
        const off = !!node.disabled;
        const reasonId = `${baseId}-${key}-reason`;
        // The engine names the interaction in flight: that button alone shows progress.
        const pressed = form.submitting && form.pressed === node.interactionId;
        return (
          <Fragment key={key}>
            <button
              type="button"
              className="gh-button"
              data-variant={node.variant}
              data-provider={node.provider}
              data-unavailable={unavailable || undefined}
              data-disabled={off || undefined}
              aria-disabled={busy || unavailable || off || undefined}
              aria-busy={pressed || undefined}
              aria-describedby={unavailable ? reasonId : undefined}
              onClick={() => {
                if (!busy && !unavailable && !off) props.onButton(node);
              }}
            >
              {pressed ? (
                <span className="gh-button-spinner" aria-hidden="true" />
              ) : node.provider ? (
                <ProviderMark provider={node.provider} />
              ) : null}
              <span>{node.label}</span>
            </button>
            {unavailable ? (
              <p id={reasonId} className="gh-caption">
                {props.texts('passkeyUnavailable')}
              </p>
            ) : null}
          </Fragment>
        );
      }
      case 'image':
        return isSafeUrl(node.src, { images: true }) ? (
          <img
            key={key}
            className="gh-image"
            src={node.src}
            alt={node.alt}
            width={node.width}
            height={node.height}
          />
        ) : null;
      case 'link':
        return node.href && isSafeUrl(node.href) ? (
          <a
            key={key}
            className="gh-link"
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {node.text}
          </a>
        ) : null;
      case 'totp': {
        const TotpView = fieldPartOf('totp');
        return <TotpView key={key} totp={screenState?.totp} locale={props.locale} />;
      }
      case 'container':
        return (
          <div key={key} className="gh-container" data-direction={node.direction ?? 'column'}>
            {node.children.map((child, index) => render(child, child.id ?? `${key}.${index}`))}
          </div>
        );
      // One Tap is Google's own prompt, which the engine runs: it draws nothing here.
      case 'oneTap':
        return null;
      // A component this renderer does not know is logged by the engine; in development it
      // shows where it stands, by name, as text.
      case 'unknown':
        return props.debug ? (
          <p key={key} className="gh-unsupported" role="note" data-component={node.component}>
            {props.texts('unsupported', { component: node.component })}
          </p>
        ) : null;
      default:
        return null;
    }
  };

  const heading = headingLength(screen.nodes);
  const errorText = screenState?.errorText;
  return (
    <div
      ref={root}
      className="gh-screen"
      data-screen={screen.id}
      data-direction={direction}
      aria-busy={busy || undefined}
    >
      <form
        className="gh-container"
        noValidate
        aria-label={screen.title || undefined}
        onSubmit={(event) => event.preventDefault()}
      >
        {screen.nodes
          .slice(0, heading)
          .map((node, index) => render(node, node.id ?? `${node.type}-${index}`))}
        {/* Always in the page, so that a screen reader announces the text when it appears;
            a screen with error nodes of its own shows the error there instead. */}
        {props.hasErrorNode ? null : (
          <div className="gh-alert gh-error" role="alert">
            {errorText ?? null}
          </div>
        )}
        {screen.nodes
          .slice(heading)
          .map((node, index) => render(node, node.id ?? `${node.type}-${index + heading}`))}
      </form>
    </div>
  );
}
