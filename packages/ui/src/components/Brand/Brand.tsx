import * as Ariakit from "@ariakit/react";
import { LazyImage } from "../LazyImage/LazyImage";
import * as styles from "./Brand.css";
import { cx } from "../../utils/cx";

/** Props of `Brand`: the logo, the firm name, and the link's props (`href` or `render={<Link to="/" />}`). */
export interface BrandProps extends Omit<Ariakit.RoleProps<"a">, "children"> {
  name: string;
  logoSrc: string;
  /** Logo size in px; the logo box is reserved at this size. */
  logoWidth?: number;
  logoHeight?: number;
}

/** The logo and the firm name as one link home (spec §2.2). */
export function Brand({ name, logoSrc, logoWidth = 36, logoHeight = 36, className, ...props }: BrandProps) {
  return (
    <Ariakit.Role.a {...props} className={cx(styles.brand, className)}>
      {/* The name beside it already labels the link, so the logo is decorative. */}
      <LazyImage src={logoSrc} alt="" width={logoWidth} height={logoHeight} fit="contain" priority className={styles.logo} />
      <span className={styles.name}>{name}</span>
    </Ariakit.Role.a>
  );
}
