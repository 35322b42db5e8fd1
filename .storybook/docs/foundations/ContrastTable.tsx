import { vars } from "../../../packages/ui/src/theme/contract.css";
import { measurePair, type ColorPair, type ContrastGroup } from "./colorPairs";
import { formatRatio } from "./contrast";
import * as styles from "./styles";
import { TableScroller } from "./TableScroller";
import type { Theme } from "./themes";

/** The pair drawn as it is used: "Aa" in the foreground colour, or a ring for borders and focus. */
function PairSample({ pair }: { pair: ColorPair }) {
  const sample =
    pair.kind === "text" ? (
      <span
        style={{
          ...styles.pairSample,
          color: vars.color[pair.foreground],
          backgroundColor: vars.color[pair.background],
        }}
      >
        Aa
      </span>
    ) : (
      <span
        style={{
          ...styles.pairSample,
          backgroundColor: vars.color[pair.background],
          boxShadow: `inset 0 0 0 3px ${vars.color[pair.foreground]}`,
        }}
      >
        &nbsp;
      </span>
    );
  // A see-through background is painted over what it really sits on.
  return (
    <span
      aria-hidden="true"
      style={pair.backdrop ? { display: "inline-block", backgroundColor: vars.color[pair.backdrop] } : undefined}
    >
      {sample}
    </span>
  );
}

function PairName({ pair }: { pair: ColorPair }) {
  return (
    <>
      <code style={styles.code}>{pair.foreground}</code> on <code style={styles.code}>{pair.background}</code>
      {pair.backdrop && (
        <>
          {" "}
          over <code style={styles.code}>{pair.backdrop}</code>
        </>
      )}
    </>
  );
}

/** One group of pairs in one theme: each pair's ratio to two decimals, the WCAG level it reaches and the bar it must clear. */
export function ContrastTable({ theme, group }: { theme: Theme; group: ContrastGroup }) {
  return (
    <TableScroller label={`${theme.label}: ${group.title}`}>
      <table style={styles.table}>
        <caption style={styles.caption}>
          {theme.label}: {group.title.toLowerCase()}
          <span
            style={{ ...styles.note, display: "block", marginTop: vars.space.xxs, fontWeight: vars.fontWeight.regular }}
          >
            {group.description}
          </span>
        </caption>
        <thead>
          <tr>
            {["Pair", "Sample", "Contrast", "WCAG level", "Must reach"].map((header) => (
              <th scope="col" key={header} style={styles.columnHeader}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.pairs.map((pair) => {
            const result = measurePair(pair, theme.colors);
            return (
              <tr key={`${pair.foreground}-${pair.background}`} data-passes={result.passes}>
                <th scope="row" style={styles.rowHeader}>
                  <PairName pair={pair} />
                </th>
                <td style={styles.cell}>
                  <PairSample pair={pair} />
                </td>
                <td style={styles.numericCell}>{formatRatio(result.ratio)}</td>
                <td style={{ ...styles.cell, fontWeight: vars.fontWeight.semibold, whiteSpace: "nowrap" }}>
                  {result.level}
                  {pair.kind === "non-text" && " (non-text)"}
                </td>
                <td style={styles.numericCell}>{formatRatio(result.required)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
