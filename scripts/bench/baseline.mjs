/**
 * What `pnpm bench` compares the site with: the same site as it was before "HTML first" (issue 10),
 * when every page loaded React, React DOM and React Router and hydrated the whole document. The last
 * commit of that architecture, built from git in a worktree with its own dependencies; change it
 * with `--baseline <git ref>` to compare with any other commit.
 */
export const previousArchitecture = {
  ref: "7c49220",
  description: "the last commit before HTML first: every page hydrated whole by React Router",
};
