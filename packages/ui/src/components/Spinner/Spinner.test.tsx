import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./Spinner.js";

describe("Spinner", () => {
  it("is an empty, decorative element hidden from assistive technology, whatever the caller passes", () => {
    const { container } = render(<Spinner aria-hidden={false} />);

    const spinner = container.firstElementChild;
    expect(spinner).toHaveAttribute("aria-hidden", "true");
    expect(spinner).toBeEmptyDOMElement();
  });
});
