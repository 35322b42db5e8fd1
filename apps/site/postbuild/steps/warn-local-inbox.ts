import { step } from "../site-build";

/** A build whose forms post to the local inbox says so, last, where its output ends. */
export const warnLocalInbox = step("warn of a local-inbox build", ({ settings }) => {
  if (settings.localInbox) {
    console.warn(
      "\n[site] This build posts every form to the local inbox (WEBHOOK_LOCAL_INBOX=1): for this machine and its tests only, never to deploy.\n",
    );
  }
});
