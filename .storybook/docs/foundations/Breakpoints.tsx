import { breakpoints } from "../../../packages/ui/src/theme/tokens";
import { entriesOf } from "./cssVariable";
import { FoundationPanel } from "./FoundationPanel";
import { TokenTable } from "./TokenTable";
import { TokenValue } from "./VariableName";

/** The media query components write for a breakpoint, in the form sprinkles.css.ts and the .css.ts files use. */
function mediaQuery(minWidth: number): string {
  return minWidth === 0 ? "none: the default styles" : `screen and (min-width: ${minWidth}px)`;
}

/** Each breakpoint's range of window widths and the media query that starts it. */
export function Breakpoints() {
  const ascending = entriesOf(breakpoints).sort(([, a], [, b]) => a - b);
  return (
    <FoundationPanel>
      <TokenTable
        caption="Layout breakpoints, smallest first"
        rowHeader="Breakpoint"
        columns={["From", "Window widths", "Media query"]}
        rows={ascending.map(([name, minWidth], index) => {
          const next = ascending[index + 1];
          return {
            name,
            cells: [
              `${minWidth}px`,
              next ? `${minWidth}px to ${next[1] - 1}px` : `${minWidth}px and wider`,
              minWidth === 0 ? mediaQuery(minWidth) : <TokenValue>{mediaQuery(minWidth)}</TokenValue>,
            ],
          };
        })}
      />
    </FoundationPanel>
  );
}
