import { isSafeUrl, type ScreenState } from './create';
import { partTexts } from './part-texts';

// A TOTP node: the enrolment's QR code, key and authenticator link, from the screen's state. A
// chunk of its own with its rules (parts.tsx), loaded before a TOTP screen shows.

const TOTP_CSS = `
.gh-totp { display: flex; flex-direction: column; align-items: center; gap: var(--gh-space-2); }
.gh-totp code { word-break: break-all; font-family: var(--gh-font-mono); }
`;

/** The QR image of the TOTP node: a bare base64 PNG is turned into a data URL. */
function totpImage(image: string | undefined): string | undefined {
  if (!image) return undefined;
  const src = /^[A-Za-z0-9+/]+={0,2}$/.test(image) ? `data:image/png;base64,${image}` : image;
  return isSafeUrl(src, { images: true }) ? src : undefined;
}

/** Provisioning links are otpauth: (authenticator apps) or http(s). */
const safeProvisionUrl = (url: string | undefined) =>
  url && (/^otpauth:\/\/[a-z]+\/[^\s]*$/i.test(url) || isSafeUrl(url)) ? url : undefined;

/** The authenticator enrolment of a TOTP screen. */
export default function TotpView({
  totp,
  locale,
}: {
  totp: ScreenState['totp'];
  /** The flow's locale, for the enrolment's words. */
  locale: string | undefined;
}) {
  const texts = partTexts(locale);
  const image = totpImage(totp?.image);
  const link = safeProvisionUrl(totp?.provisionUrl);
  return (
    <div className="gh-totp">
      <style>{TOTP_CSS}</style>
      {image ? <img className="gh-image" src={image} alt={texts('totpImage')} /> : null}
      {totp?.key ? (
        <p className="gh-caption">
          {texts('totpKey')} <code>{totp.key}</code>
        </p>
      ) : null}
      {link ? (
        <a className="gh-link" href={link} rel="noopener noreferrer">
          {texts('totpLink')}
        </a>
      ) : null}
    </div>
  );
}
