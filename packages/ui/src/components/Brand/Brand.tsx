import type { ComponentPropsWithRef } from "react";
import { LazyImage } from "../LazyImage/LazyImage.js";
import * as styles from "./Brand.css.js";
import { cx } from "../../utils/cx.js";
import { renderElement, type RenderProp } from "../../utils/renderElement.js";

/** Props of `Brand`: the logo, the firm name, and the link's props (`href` or `render={<Link to="/" />}`). */
export interface BrandProps extends Omit<ComponentPropsWithRef<"a">, "children">, RenderProp {
  name: string;
  logoSrc: string;
  /** Logo size in px; the logo box is reserved at this size. */
  logoWidth?: number;
  logoHeight?: number;
}

/** The logo and the firm name as one link home (spec §2.2). */
export function Brand({ name, logoSrc, logoWidth = 36, logoHeight = 36, className, ...props }: BrandProps) {
  return renderElement("a", {
    ...props,
    className: cx(styles.brand, className),
    children: (
      <>
        {/* The name beside it already labels the link, so the logo is decorative. */}
        <LazyImage
          src={logoSrc}
          alt=""
          width={logoWidth}
          height={logoHeight}
          fit="contain"
          priority
          className={styles.logo}
        />
        <span className={styles.name}>{name}</span>
      </>
    ),
  });
}
