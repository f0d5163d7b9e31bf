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
