// The icons the flow and the widgets draw, and `svg`, which draws every icon and provider mark.
// One module for both (provider-marks.tsx takes `svg` from here): rolldown splits a module
// that the page's entry and two or more parts loaded on demand reach through different
// importers out of the entry into a file of its own (its issues #10731 and #9963), and the
// drawing helper, reached by these icons and by the flow's provider marks, was one more file
// up front for a page with every custom element.
//
// How every icon is drawn: inline SVG, nothing fetched, every stroke and fill `currentColor`
// (so an icon takes its text's colour and contrast), hidden from assistive technology unless
// given a `title`, since the control around it carries the name.
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Pixels, both sides (default 16). */
  size?: number;
  /** An accessible name: the icon is then an image instead of decoration. */
  title?: string;
}

/** An icon component drawing `children` on the 24-unit grid, stroked or `filled`. */
export function svg(children: ReactNode, filled: boolean) {
  return function Icon({ size = 16, title, ...rest }: IconProps) {
    const paint = filled
      ? { fill: 'currentColor' }
      : {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 2,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        };
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless titled (then it has one)
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        focusable="false"
        {...paint}
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {children}
      </svg>
    );
  };
}

export const SearchIcon = /* @__PURE__ */ svg(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
  false,
);
export const CloseIcon = /* @__PURE__ */ svg(<path d="M6 6l12 12M18 6 6 18" />, false);
export const CopyIcon = /* @__PURE__ */ svg(
  <>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 5.5v-.5a1.5 1.5 0 0 0-1.5-1.5H5A1.5 1.5 0 0 0 3.5 5v9A1.5 1.5 0 0 0 5 15.5h.5" />
  </>,
  false,
);
export const CheckIcon = /* @__PURE__ */ svg(<path d="m5 12.5 4.5 4.5L19 7.5" />, false);
export const WarningIcon = /* @__PURE__ */ svg(
  <>
    <path d="M10.3 4.1 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4M12 17h.01" />
  </>,
  false,
);
export const InfoIcon = /* @__PURE__ */ svg(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5h.01" />
  </>,
  false,
);
