import { Fragment, type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import {
  type ButtonNode,
  type FlowForm,
  fillTemplate,
  inputsOf,
  isSafeUrl,
  type Screen,
  type ScreenState,
  type UiNode,
} from './create';
import { Field } from './fields';
import { PASSKEY_UNAVAILABLE } from './text';

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
  onValue(name: string, value: unknown): void;
  onButton(button: ButtonNode): void;
  onEnter(): void;
}

/** The control that stands for input `name` (a passcode's first box). */
function controlOf(root: HTMLElement | null, name: string): HTMLElement | undefined {
  const controls = root?.querySelectorAll<HTMLElement>('[data-gh-input]') ?? [];
  return [...controls].find((control) => control.dataset.ghInput === name);
}

/** The QR image of the TOTP node: a bare base64 PNG is turned into a data URL. */
function totpImage(image: string | undefined): string | undefined {
  if (!image) return undefined;
  const src = /^[A-Za-z0-9+/]+={0,2}$/.test(image) ? `data:image/png;base64,${image}` : image;
  return isSafeUrl(src, { images: true }) ? src : undefined;
}

/** Provisioning links are otpauth: (authenticator apps) or http(s). */
const safeProvisionUrl = (url: string | undefined) =>
  url && (/^otpauth:\/\/[a-z]+\/[^\s]*$/i.test(url) || isSafeUrl(url)) ? url : undefined;

/** One flow screen: its nodes, the per-input errors and the screen's error text. */
export function ScreenView(props: ScreenViewProps) {
  const { screen, screenState, direction, busy, form } = props;
  const { values, errors, focus } = form;
  const root = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const serverForm = screenState?.form;
  const text = (value: string) => fillTemplate(value, serverForm);

  // Stagger position of each input, in document order.
  const order = useMemo(
    () => new Map(inputsOf(screen).map((input, index) => [input, index])),
    [screen],
  );

  // Focus the first input (else the first button that works) when the screen appears.
  useEffect(() => {
    const first =
      root.current?.querySelector<HTMLElement>('[data-gh-input]') ??
      root.current?.querySelector<HTMLElement>('button:not([data-unavailable])');
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
        const content = text(node.text);
        if (node.variant === 'title')
          return (
            <h2 key={key} className="gh-title">
              {content}
            </h2>
          );
        if (node.variant === 'error')
          return (
            <p key={key} className="gh-error" role="alert">
              {content}
            </p>
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
            label={text(node.label)}
            placeholder={node.placeholder === undefined ? undefined : text(node.placeholder)}
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
        const reasonId = `${baseId}-${key}-reason`;
        return (
          <Fragment key={key}>
            <button
              type="button"
              className="gh-button"
              data-variant={node.variant}
              data-provider={node.provider}
              data-unavailable={unavailable || undefined}
              aria-disabled={busy || unavailable || undefined}
              aria-describedby={unavailable ? reasonId : undefined}
              onClick={() => {
                if (!busy && !unavailable) props.onButton(node);
              }}
            >
              {text(node.label)}
            </button>
            {unavailable ? (
              <p id={reasonId} className="gh-caption">
                {PASSKEY_UNAVAILABLE}
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
            alt={text(node.alt)}
            width={node.width}
            height={node.height}
          />
        ) : null;
      case 'link':
        return isSafeUrl(node.href) ? (
          <a
            key={key}
            className="gh-link"
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {text(node.text)}
          </a>
        ) : null;
      case 'totp': {
        const totp = screenState?.totp;
        const image = totpImage(totp?.image);
        const link = safeProvisionUrl(totp?.provisionUrl);
        return (
          <div key={key} className="gh-totp">
            {image ? (
              <img className="gh-image" src={image} alt="QR code for your authenticator app" />
            ) : null}
            {totp?.key ? (
              <p className="gh-caption">
                Key: <code>{totp.key}</code>
              </p>
            ) : null}
            {link ? (
              <a className="gh-link" href={link} rel="noopener noreferrer">
                Open in authenticator app
              </a>
            ) : null}
          </div>
        );
      }
      case 'container':
        return (
          <div key={key} className="gh-container" data-direction={node.direction ?? 'column'}>
            {node.children.map((child, index) => render(child, child.id ?? `${key}.${index}`))}
          </div>
        );
      // One Tap is Google's own prompt, which the engine runs; a component this renderer does
      // not know is logged by the engine. Neither draws anything here.
      case 'oneTap':
      case 'unknown':
        return null;
      default:
        return null;
    }
  };

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
        aria-label={screen.title ? text(screen.title) : undefined}
        onSubmit={(event) => event.preventDefault()}
      >
        {screen.nodes.map((node, index) => render(node, node.id ?? `${node.type}-${index}`))}
      </form>
      <div className="gh-alert gh-error" role="alert">
        {screenState?.errorText ?? null}
      </div>
    </div>
  );
}
